import { UserRejectedRequestError } from '@latch/protocol'
import { describe, expect, it, vi } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { personalSign } from './personalSign'
import { fakeMethodContext, owner, smartAccount } from './testing/fakeMethodContext'

const message = '0x68656c6c6f' // "hello"

describe('personal_sign', () => {
  it.each([
    ['eoa', owner],
    ['smartAccount', smartAccount],
  ] as const)(
    'the %s account signs the message bytes once the user approved them',
    async (accountType, address) => {
      const context = fakeMethodContext({ accountType, params: [message, address] })
      const signature = await runEmbeddedMethod('personal_sign', personalSign, context)
      expect(signature).toBe(`0x${'51'.repeat(65)}`)
      expect(context.approve).toHaveBeenCalledWith({
        method: 'personal_sign',
        params: [message, address],
        chainId: 31337,
        address,
        accountType,
        sponsored: false,
      })
      expect(context.signMessage).toHaveBeenCalledWith({ raw: message })
      expect(vi.mocked(context.approve).mock.invocationCallOrder[0]).toBeLessThan(
        vi.mocked(context.signMessage).mock.invocationCallOrder[0] ?? 0,
      )
    },
  )

  it('signs nothing when the user rejects', async () => {
    const context = fakeMethodContext({
      params: [message, owner],
      approve: vi.fn(async () => {
        throw new UserRejectedRequestError()
      }),
    })
    await expect(runEmbeddedMethod('personal_sign', personalSign, context)).rejects.toMatchObject({
      code: 4001,
    })
    expect(context.signMessage).not.toHaveBeenCalled()
  })

  it.each([
    ['text instead of hex', ['hello', owner]],
    ['no account', [message]],
    ['no list', message],
  ])('refuses %s with -32602 before any approval', async (_, params) => {
    const context = fakeMethodContext({ params })
    await expect(runEmbeddedMethod('personal_sign', personalSign, context)).rejects.toMatchObject({
      code: -32602,
    })
    expect(context.approve).not.toHaveBeenCalled()
  })
})
