import { describe, expect, it, vi } from 'vitest'
import { fakeMethodContext } from './methods/testing/fakeMethodContext'
import { runEmbeddedMethod } from './runEmbeddedMethod'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('runEmbeddedMethod', () => {
  it('gives the handler the params the request policy checked, without checking them again', async () => {
    const handler = vi.fn(async () => 'signed')
    const context = fakeMethodContext({ params: 'as the host sent them' as never })
    const checked = ['0x68656c6c6f', address]
    await expect(runEmbeddedMethod('personal_sign', handler, context, checked)).resolves.toBe('signed')
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'personal_sign', params: checked }),
    )
  })

  it('checks the params of a caller that skipped the policy, and refuses bad ones before the handler runs', async () => {
    const handler = vi.fn(async () => 'signed')
    const good = fakeMethodContext({ params: ['0x68656c6c6f', address] })
    await runEmbeddedMethod('personal_sign', handler, good)
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ params: ['0x68656c6c6f', address] }))

    handler.mockClear()
    const bad = fakeMethodContext({ params: ['hello', address] })
    await expect(runEmbeddedMethod('personal_sign', handler, bad)).rejects.toMatchObject({
      code: -32602,
    })
    expect(handler).not.toHaveBeenCalled()
    expect(bad.approve).not.toHaveBeenCalled()
  })
})
