import { ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol/errors'
import { base64 } from '@scure/base'
import type { StandardWalletProvider } from './announceStandardWallets'

/** A NEAR network as near-connect names it. */
type NearConnectNetwork = 'mainnet' | 'testnet'

/** An account as a near-connect wallet answers it. */
type NearConnectAccount = { accountId: string; publicKey?: string }

/**
 * A wallet that injects itself into the page for near-connect (`@hot-labs/near-connect`): the
 * `detail` of its `near-wallet-injected` event, as far as Latch uses it.
 */
export type NearConnectWallet = {
  manifest: { id: string; name: string; icon: string }
  signIn(data?: { network?: NearConnectNetwork }): Promise<NearConnectAccount[]>
  signOut(data?: { network?: NearConnectNetwork }): Promise<void>
  getAccounts(data?: { network?: NearConnectNetwork }): Promise<NearConnectAccount[]>
  signMessage(params: {
    message: string
    recipient: string
    nonce: Uint8Array
    network?: NearConnectNetwork
    signerId?: string
  }): Promise<{ accountId: string; publicKey: string; signature: string }>
}

type Params = {
  chain?: string
  accountId?: string
  message?: string
  recipient?: string
  nonce?: string | number[]
  callbackUrl?: string
  state?: string
}

// near-connect serves NEAR's two public networks; Latch's CAIP-2 ids for them end in their names.
function networkOf(chain: string | undefined): NearConnectNetwork {
  if (chain === 'near:mainnet' || chain === 'near:testnet')
    return chain === 'near:mainnet' ? 'mainnet' : 'testnet'
  throw new ProviderRpcError(4901, `The wallet serves NEAR mainnet and testnet, not ${String(chain)}.`)
}

const nonceOf = (nonce: Params['nonce']) =>
  typeof nonce === 'string' ? base64.decode(nonce) : Uint8Array.from(nonce ?? [])

/**
 * The EIP-1193-shaped provider Latch's host bridge talks to, over one near-connect wallet. The frame
 * names the NEAR network (`chain`, CAIP-2) in every request, as near-connect's calls take it:
 * `near_requestAccounts` signs in (the account ids), `near_accounts` tells the ones signed in without
 * asking, `near_getAccounts` answers them with their keys, `near_signMessage` asks for a NEP-413
 * signature (the dapp's `state` answered back) and `wallet_revokePermissions` signs out. near-connect
 * wallets sign transactions only to send them themselves, so `near_signTransaction` is 4200, as is a
 * message with a `callbackUrl`, which near-connect cannot pass on and NEP-413 signs. It emits no
 * events: near-connect has none.
 *
 * @example
 * const provider = adaptNearConnectWallet(event.detail)
 * await provider.request({ method: 'near_requestAccounts', params: { chain: 'near:testnet' } }) // ['6f1c…']
 */
export function adaptNearConnectWallet(wallet: NearConnectWallet): StandardWalletProvider {
  // The network it was signed in on, which signing out names again.
  let signedIn: NearConnectNetwork | undefined
  const ids = (accounts: NearConnectAccount[]) => accounts.map((account) => account.accountId)

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const {
        chain,
        accountId,
        message = '',
        recipient = '',
        nonce,
        callbackUrl,
        state,
      } = (params ?? {}) as Params
      switch (method) {
        case 'near_requestAccounts': {
          const network = networkOf(chain)
          const accounts = await wallet.signIn({ network })
          signedIn = network
          return ids(accounts)
        }
        case 'near_accounts': {
          const network = networkOf(chain)
          const accounts = await wallet.getAccounts({ network })
          if (accounts.length > 0) signedIn = network
          return ids(accounts)
        }
        case 'near_getAccounts':
          return (await wallet.getAccounts({ network: networkOf(chain) })).map(
            ({ accountId, publicKey }) => ({
              accountId,
              publicKey,
            }),
          )
        case 'near_signMessage': {
          if (callbackUrl !== undefined)
            throw new ProviderRpcError(4200, 'The wallet signs NEP-413 messages without a callbackUrl only.')
          const signed = await wallet.signMessage({
            message,
            recipient,
            nonce: nonceOf(nonce),
            network: networkOf(chain),
            ...(accountId === undefined ? {} : { signerId: accountId }),
          })
          const { accountId: signer, publicKey, signature } = signed
          return { accountId: signer, publicKey, signature, ...(state === undefined ? {} : { state }) }
        }
        case 'wallet_revokePermissions':
          await wallet.signOut(signedIn ? { network: signedIn } : {})
          signedIn = undefined
          return null
      }
      throw new UnsupportedProviderMethodError()
    },
    on() {},
    removeListener() {},
  }
}
