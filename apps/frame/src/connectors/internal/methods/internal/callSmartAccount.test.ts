import { describe, expect, it, vi } from 'vitest'
import { fakeMethodContext, smartAccount } from '../testing/fakeMethodContext'
import { callSmartAccount } from './callSmartAccount'

describe('callSmartAccount', () => {
  it('calls the account itself in one UserOperation, and waits for it', async () => {
    const context = fakeMethodContext({
      waitForUserOperation: vi.fn(async () => ({ success: true })) as never,
    })
    await callSmartAccount(context, ['0x01', '0x02'], 'grant')
    expect(context.sendSmartAccountCalls).toHaveBeenCalledWith([
      { to: smartAccount, data: '0x01' },
      { to: smartAccount, data: '0x02' },
    ])
    expect(context.waitForUserOperation).toHaveBeenCalledWith(`0x${'0a'.repeat(32)}`)
  })

  it('throws -32603 naming what failed and the operation when it failed on chain', async () => {
    const context = fakeMethodContext({
      waitForUserOperation: vi.fn(async () => ({ success: false })) as never,
    })
    await expect(callSmartAccount(context, ['0x01'], 'revoke')).rejects.toMatchObject({
      code: -32603,
      message: `The revoke failed on chain (UserOperation 0x${'0a'.repeat(32)}).`,
    })
  })
})
