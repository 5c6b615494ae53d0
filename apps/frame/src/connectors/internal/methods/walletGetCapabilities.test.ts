import { describe, expect, it } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { fakeMethodContext, owner, smartAccount } from './testing/fakeMethodContext'
import { walletGetCapabilities } from './walletGetCapabilities'

describe('wallet_getCapabilities', () => {
  it('says the smart account batches atomically, sponsored where the project pays', async () => {
    expect(
      await runEmbeddedMethod(
        'wallet_getCapabilities',
        walletGetCapabilities,
        fakeMethodContext({ params: [smartAccount] }),
      ),
    ).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    expect(
      await runEmbeddedMethod(
        'wallet_getCapabilities',
        walletGetCapabilities,
        fakeMethodContext({ params: [smartAccount], sponsored: false }),
      ),
    ).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
  })

  it('says the EOA does not batch atomically, whichever account the host sees', async () => {
    const context = fakeMethodContext({ params: [owner.toLowerCase()], accountType: 'smartAccount' })
    expect(await runEmbeddedMethod('wallet_getCapabilities', walletGetCapabilities, context)).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })

  it('says the smart account does nothing on a network without its bundler', async () => {
    const base = fakeMethodContext()
    const context = fakeMethodContext({
      params: [smartAccount],
      network: { ...base.network, smartAccounts: false },
    })
    expect(await runEmbeddedMethod('wallet_getCapabilities', walletGetCapabilities, context)).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })

  it('answers only the chains asked for', async () => {
    expect(
      await runEmbeddedMethod(
        'wallet_getCapabilities',
        walletGetCapabilities,
        fakeMethodContext({ params: [smartAccount, ['0x7a6a']] }),
      ),
    ).toEqual({})
    expect(
      Object.keys(
        (await runEmbeddedMethod(
          'wallet_getCapabilities',
          walletGetCapabilities,
          fakeMethodContext({ params: [smartAccount, ['0x7A69']] }),
        )) as object,
      ),
    ).toEqual(['0x7a69'])
  })

  it.each([
    ['another address (4100)', ['0x2222222222222222222222222222222222222222'], 4100],
    ['no address (-32602)', [], -32602],
  ])('refuses %s', async (_, params, code) => {
    await expect(
      runEmbeddedMethod('wallet_getCapabilities', walletGetCapabilities, fakeMethodContext({ params })),
    ).rejects.toMatchObject({ code })
  })
})
