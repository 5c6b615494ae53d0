import { describe, expect, it } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { ethSignTypedDataV4 } from './ethSignTypedDataV4'
import { fakeMethodContext, owner } from './testing/fakeMethodContext'

const typedData = {
  domain: { name: 'Latch', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
}

describe('eth_signTypedData_v4', () => {
  it.each([
    ['JSON text', JSON.stringify(typedData)],
    ['an object', typedData],
  ])('signs typed data given as %s, after the approval', async (_, data) => {
    const context = fakeMethodContext({ params: [owner, data] })
    expect(await runEmbeddedMethod('eth_signTypedData_v4', ethSignTypedDataV4, context)).toBe(
      `0x${'52'.repeat(65)}`,
    )
    expect(context.approve).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'eth_signTypedData_v4', address: owner, sponsored: false }),
    )
    expect(context.signTypedData).toHaveBeenCalledWith(typedData)
  })

  it.each([
    ['text that is not JSON', [owner, '{not json']],
    ['the data before the address', [typedData, owner]],
  ])('refuses %s with -32602 before any approval', async (_, params) => {
    const context = fakeMethodContext({ params })
    await expect(
      runEmbeddedMethod('eth_signTypedData_v4', ethSignTypedDataV4, context),
    ).rejects.toMatchObject({ code: -32602 })
    expect(context.approve).not.toHaveBeenCalled()
    expect(context.signTypedData).not.toHaveBeenCalled()
  })
})
