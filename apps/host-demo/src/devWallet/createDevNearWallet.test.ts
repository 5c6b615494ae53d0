import { nearDevKey } from '@latch/localnet/nearDevKeys'
import { nep413Hash } from '@latch/protocol/nep413Hash'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createDevNearWallet, devNearWalletName } from './createDevNearWallet'
import { fakePromptAndStorage } from './testing/fakePromptAndStorage'

const key = nearDevKey(2)
const nonce = new Uint8Array(32).fill(3)

function setup(approve = true) {
  const { storage, prompt, prompts } = fakePromptAndStorage(approve)
  const { wallet, inject } = createDevNearWallet({ prompt, storage, key })
  return { wallet, inject, prompts, storage }
}

describe('createDevNearWallet', () => {
  it('injects itself for near-connect at once, and again whenever a selector says it is ready', () => {
    const { wallet, inject } = setup()
    const page = new EventTarget() as Window
    const injected: unknown[] = []
    page.addEventListener('near-wallet-injected', (event) => injected.push((event as CustomEvent).detail))
    inject(page)
    page.dispatchEvent(new Event('near-selector-ready'))
    expect(injected).toEqual([wallet, wallet])
    expect(wallet.manifest).toMatchObject({
      id: 'latch-dev-near-wallet',
      name: devNearWalletName,
      type: 'injected',
    })
  })

  it('signs in on the network asked for once approved, and tells the account there without asking', async () => {
    const { wallet, prompts } = setup()
    const account = { accountId: key.accountId, publicKey: key.publicKey }
    expect(await wallet.getAccounts({ network: 'testnet' })).toEqual([])
    expect(await wallet.signIn({ network: 'testnet' })).toEqual([account])
    expect(prompts).toEqual([{ type: 'nearConnect', accountId: key.accountId, network: 'testnet' }])
    expect(await wallet.signIn({ network: 'testnet' })).toEqual([account])
    expect(prompts).toHaveLength(1)
    expect(await wallet.getAccounts({ network: 'testnet' })).toEqual([account])
    expect(await wallet.getAccounts({ network: 'mainnet' })).toEqual([])
    await wallet.signOut()
    expect(await wallet.getAccounts({ network: 'testnet' })).toEqual([])
  })

  it('signs NEP-413 messages that verify with its key, once approved, for the recipient named only', async () => {
    const { wallet, prompts } = setup()
    await wallet.signIn({ network: 'testnet' })
    const params = { message: 'Sign in', recipient: 'localhost', nonce, network: 'testnet' as const }
    const signed = await wallet.signMessage({ ...params, signerId: key.accountId })
    expect(prompts.at(-1)).toEqual({ type: 'nearSignMessage', message: 'Sign in', recipient: 'localhost' })
    expect(signed).toMatchObject({ accountId: key.accountId, publicKey: key.publicKey })
    const publicKey = base58.decode(signed.publicKey.slice('ed25519:'.length))
    const signature = base64.decode(signed.signature)
    const verifies = (recipient: string) =>
      ed25519.verify(signature, nep413Hash({ message: 'Sign in', recipient, nonce }), publicKey)
    expect(verifies('localhost')).toBe(true)
    expect(verifies('app.example')).toBe(false)
  })

  it("refuses what it cannot or was not allowed to do: the user's no, another account, another network, transactions", async () => {
    const declined = setup(false)
    await expect(declined.wallet.signIn({ network: 'testnet' })).rejects.toThrow('User rejected the sign-in.')
    const { wallet, storage } = setup()
    const params = { message: 'Hi', recipient: 'localhost', nonce, network: 'testnet' as const }
    await expect(wallet.signMessage(params)).rejects.toThrow('This page is not signed in on testnet.')
    await wallet.signIn({ network: 'testnet' })
    await expect(wallet.signMessage({ ...params, signerId: 'alice.testnet' })).rejects.toThrow(
      "The request names alice.testnet, not this wallet's account.",
    )
    await expect(wallet.signMessage({ ...params, nonce: new Uint8Array(8) })).rejects.toThrow(
      'A nonce is 32 bytes.',
    )
    await expect(wallet.signAndSendTransaction()).rejects.toThrow('reads no NEAR node')
    const refusing = createDevNearWallet({ prompt: async () => false, storage, key }).wallet
    await expect(refusing.signMessage(params)).rejects.toThrow('User rejected the message.')
  })
})
