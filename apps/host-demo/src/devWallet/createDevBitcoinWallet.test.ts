import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { base64 } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { describe, expect, it, vi } from 'vitest'
import { createDevBitcoinWallet, devBitcoinWalletName } from './createDevBitcoinWallet'
import type { DevWalletStorage } from './createDevWallet'
import type { DevWalletPrompt } from './DevWalletPrompt'

type Features = StandardDisconnectFeature &
  StandardEventsFeature & {
    'bitcoin:connect': { connect(input: { purposes: string[] }): Promise<{ accounts: WalletAccount[] }> }
    'bitcoin:signMessage': {
      signMessage(
        ...inputs: { account: WalletAccount; message: Uint8Array }[]
      ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
    }
  }

const key = bitcoinDevKey(0)

function setup(approve = true) {
  const values = new Map<string, string>()
  const storage: DevWalletStorage = {
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void values.set(name, value),
  }
  const prompts: DevWalletPrompt[] = []
  const prompt = vi.fn(async (request: DevWalletPrompt) => {
    prompts.push(request)
    return approve
  })
  const wallet = createDevBitcoinWallet({ prompt, storage, key, chain: 'bitcoin:regtest' })
  return { wallet, features: wallet.features as unknown as Features, prompts, storage }
}

describe('createDevBitcoinWallet', () => {
  it('connects its payment address once approved, and remembers the page', async () => {
    const { wallet, features, prompts, storage } = setup()
    expect(wallet.name).toBe(devBitcoinWalletName)
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
    expect(wallet.accounts).toEqual([])
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(accounts.map((account) => account.address)).toEqual([key.address])
    expect(prompts).toEqual([{ type: 'bitcoinConnect', address: key.address }])
    // A reload: the same storage, a new wallet, no question.
    const again = createDevBitcoinWallet({ prompt: vi.fn(), storage, key, chain: 'bitcoin:regtest' })
    expect(again.accounts.map((account) => account.address)).toEqual([key.address])
    await features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
  })

  it('signs an approved message with BIP-322, which verifies for its address', async () => {
    const { features, prompts } = setup()
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const account = accounts[0] as WalletAccount
    const message = 'Prove you hold it ✓'
    const [output] = await features['bitcoin:signMessage'].signMessage({
      account,
      message: new TextEncoder().encode(message),
    })
    expect(prompts.at(-1)).toEqual({ type: 'bitcoinSignMessage', message })
    const signature = base64.encode(output?.signature ?? new Uint8Array())
    expect(verifyBitcoinSignature({ address: key.address, message, signature })).toBe(true)
  })

  it('refuses another account (4100), bytes that are not text (-32602) and what the user declines (4001)', async () => {
    const { features } = setup()
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const account = accounts[0] as WalletAccount
    const sign = (input: { account: WalletAccount; message: Uint8Array }) =>
      features['bitcoin:signMessage'].signMessage(input)
    await expect(
      sign({ account: { ...account, address: bitcoinDevKey(1).address }, message: new Uint8Array([104]) }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(sign({ account, message: new Uint8Array([0xff, 0xfe]) })).rejects.toMatchObject({
      code: -32602,
    })
    const declining = setup(false)
    await expect(
      declining.features['bitcoin:connect'].connect({ purposes: ['payment'] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(declining.wallet.accounts).toEqual([])
  })
})
