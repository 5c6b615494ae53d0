import type { NearDevKey } from '@latch/localnet/nearDevKeys'
import { nep413Hash } from '@latch/protocol/nep413Hash'
import { ed25519 } from '@noble/curves/ed25519'
import { base64 } from '@scure/base'
import type { DevWalletStorage } from './createDevWallet'
import type { DevWalletPrompt } from './DevWalletPrompt'
import { devWalletIcon } from './internal/devWalletIcon'

/** The name the dev NEAR wallet injects itself under; Latch lists it under NEAR. */
export const devNearWalletName = 'Latch Dev NEAR Wallet'

type Network = 'mainnet' | 'testnet'

const authorizedKey = 'latch-dev-near-wallet:network'

export type CreateDevNearWalletParameters = {
  /** Asks the user to approve; resolves true when they do. The panel supplies it. */
  prompt: (request: DevWalletPrompt) => Promise<boolean>
  storage: DevWalletStorage
  /** The ed25519 key whose implicit account it holds. */
  key: NearDevKey
}

/**
 * A NEAR wallet that injects itself into the page as NEAR's browser-extension wallets do for
 * near-connect, holding one dev key's implicit account, for trying Latch's NEAR bridge without an
 * extension: `signIn` shares the account on the network asked for once the user approves
 * (remembered, so `getAccounts` tells it without asking after a reload, on that network only),
 * `signMessage` signs NEP-413's hash of the message, recipient and nonce after the user approves it,
 * `signOut` forgets the page. It reads no NEAR node (none runs here), so it signs no transaction.
 * `inject` answers near-connect's `near-selector-ready` with `near-wallet-injected`, and says it
 * once at once for a selector already listening.
 *
 * @example
 * createDevNearWallet({ prompt: queue.ask, storage, key: nearDevKey(2) }).inject(window)
 */
export function createDevNearWallet({ prompt, storage, key }: CreateDevNearWalletParameters) {
  const account = { accountId: key.accountId, publicKey: key.publicKey }
  const signedInOn = () => storage.get(authorizedKey) ?? undefined
  const refuse = (message: string) => Promise.reject(new Error(message))
  const unsent = () => refuse('This wallet reads no NEAR node, so it signs and sends no transaction.')

  const wallet = {
    manifest: {
      id: 'latch-dev-near-wallet',
      name: devNearWalletName,
      icon: devWalletIcon,
      description: 'A NEAR wallet of the Latch host demo, holding a dev key.',
      website: 'http://localhost:5173',
      version: '1.0.0',
      executor: '',
      type: 'injected' as const,
      platform: ['web'],
      permissions: {},
      features: {
        signMessage: true,
        signTransaction: false,
        signAndSendTransaction: false,
        signAndSendTransactions: false,
        signInWithoutAddKey: true,
        mainnet: true,
        testnet: true,
      },
    },
    async signIn(data?: { network?: Network }) {
      const network = data?.network ?? 'mainnet'
      if (signedInOn() !== network) {
        if (!(await prompt({ type: 'nearConnect', accountId: key.accountId, network })))
          return refuse('User rejected the sign-in.')
        storage.set(authorizedKey, network)
      }
      return [account]
    },
    async signOut() {
      storage.set(authorizedKey, '')
    },
    async getAccounts(data?: { network?: Network }) {
      return signedInOn() === (data?.network ?? 'mainnet') ? [account] : []
    },
    async signMessage(params: {
      message: string
      recipient: string
      nonce: Uint8Array
      network?: Network
      signerId?: string
    }) {
      const { message, recipient, nonce, network = 'mainnet', signerId } = params
      if (signedInOn() !== network) return refuse(`This page is not signed in on ${network}.`)
      if (signerId !== undefined && signerId !== key.accountId)
        return refuse(`The request names ${signerId}, not this wallet's account.`)
      if (!(nonce instanceof Uint8Array) || nonce.length !== 32) return refuse('A nonce is 32 bytes.')
      if (!(await prompt({ type: 'nearSignMessage', message, recipient })))
        return refuse('User rejected the message.')
      const signature = ed25519.sign(nep413Hash({ message, recipient, nonce }), key.privateKey)
      return { ...account, signature: base64.encode(signature) }
    },
    signAndSendTransaction: unsent,
    signAndSendTransactions: unsent,
  }

  return {
    wallet,
    /** Injects the wallet into `page` for near-connect: now, and whenever a selector says it is ready. */
    inject(page: Window) {
      const announce = () => page.dispatchEvent(new CustomEvent('near-wallet-injected', { detail: wallet }))
      page.addEventListener('near-selector-ready', announce)
      announce()
    },
  }
}
