import { nep413Hash } from '@latch/protocol/nep413Hash'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import type { NearConnectWallet } from '../adaptNearConnectWallet'
import { fakeWalletIcon } from './fakeStandardWallet'

/**
 * A near-connect wallet with a real ed25519 key and its implicit account, signed in on testnet only,
 * as an extension injects itself: `signIn` shares the account, `signMessage` signs NEP-413's hash
 * (the signature in base64), `signOut` forgets the page. `calls` records what it was asked, with
 * its parameters; `reject` makes it refuse as its user would.
 */
export function fakeNearConnectWallet(id = 'fake-near') {
  const secret = ed25519.utils.randomPrivateKey()
  const publicKey = ed25519.getPublicKey(secret)
  const accountId = hex.encode(publicKey)
  const key = `ed25519:${base58.encode(publicKey)}`
  const calls: { method: string; params: unknown }[] = []
  const state = { signedIn: false, reject: false }
  const accounts = (network: string | undefined) =>
    state.signedIn && network === 'testnet' ? [{ accountId, publicKey: key }] : []

  const wallet: NearConnectWallet = {
    manifest: { id, name: 'Fake NEAR', icon: fakeWalletIcon },
    async signIn(data) {
      calls.push({ method: 'signIn', params: data })
      if (state.reject) throw new Error('User rejected the sign-in.')
      state.signedIn = true
      return accounts(data?.network)
    },
    async signOut(data) {
      calls.push({ method: 'signOut', params: data })
      state.signedIn = false
    },
    async getAccounts(data) {
      calls.push({ method: 'getAccounts', params: data })
      return accounts(data?.network)
    },
    async signMessage(params) {
      calls.push({ method: 'signMessage', params })
      if (state.reject) throw new Error('User rejected the message.')
      const { message, recipient, nonce } = params
      const signature = ed25519.sign(nep413Hash({ message, recipient, nonce }), secret)
      return { accountId, publicKey: key, signature: base64.encode(signature) }
    },
  }
  return { wallet, accountId, publicKey: key, calls, state }
}
