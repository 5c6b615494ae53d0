import { ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol/errors'
import { base64, hex } from '@scure/base'
import type { StandardWalletProvider } from './announceStandardWallets'
import { bitcoinRequestParams } from './bitcoinRequestParams'

type Listener = (data: unknown) => void

/**
 * A Bitcoin wallet of UniSat's API (`window.unisat`, and OKX's `window.okxwallet.bitcoin`, which
 * has the same), as far as Latch uses it.
 */
export type UnisatProvider = {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: {
      autoFinalized?: boolean
      toSignInputs?: { index: number; address?: string; sighashTypes?: number[] }[]
    },
  ): Promise<string>
  disconnect?(): Promise<void>
  on?(event: string, listener: Listener): void
  removeListener?(event: string, listener: Listener): void
}

/**
 * The EIP-1193-shaped provider Latch's host bridge talks to, over one wallet of UniSat's API: its
 * addresses (`requestAccounts` to connect, `getAccounts` for those already shared), the account's
 * key (`getPublicKey`), `signMessage` in the format the dapp asks for (`bip322-simple` or `ecdsa`),
 * `signPsbt` of the inputs named, to sign only (Latch finalizes and broadcasts), `disconnect`, and
 * its `accountsChanged` events. An account the wallet does not share now is 4100.
 *
 * @example
 * adaptUnisatWallet(window.unisat).request({ method: 'bip122_requestAccounts' })
 */
export function adaptUnisatWallet(wallet: UnisatProvider): StandardWalletProvider {
  async function sharedAccount(address: string | undefined): Promise<string> {
    const shared = await wallet.getAccounts()
    if (address === undefined || !shared.includes(address))
      throw new ProviderRpcError(4100, 'The wallet has no such account.')
    return address
  }

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const { account, message, protocol, psbt, signInputs } = bitcoinRequestParams(params)
      switch (method) {
        case 'bip122_requestAccounts':
          return wallet.requestAccounts()
        case 'bip122_accounts':
          return wallet.getAccounts()
        case 'bip122_getAccountAddresses': {
          const address = await sharedAccount(account)
          return [{ address, publicKey: await wallet.getPublicKey(), intention: 'payment' }]
        }
        case 'bip122_signMessage': {
          const address = await sharedAccount(account)
          const signature = await wallet.signMessage(
            message,
            protocol === 'ecdsa' ? 'ecdsa' : 'bip322-simple',
          )
          return { address, signature }
        }
        case 'bip122_signPsbt': {
          for (const { address } of signInputs) await sharedAccount(address)
          const signed = await wallet.signPsbt(hex.encode(base64.decode(psbt)), {
            autoFinalized: false,
            toSignInputs: signInputs.map(({ address, index, sighashTypes }) => ({
              index,
              address,
              ...(sighashTypes ? { sighashTypes } : {}),
            })),
          })
          return { psbt: base64.encode(hex.decode(signed)) }
        }
        case 'wallet_revokePermissions':
          await wallet.disconnect?.()
          return null
      }
      throw new UnsupportedProviderMethodError()
    },
    /** `accountsChanged` with the wallet's addresses, as it tells them. */
    on(event, listener) {
      if (event === 'accountsChanged') wallet.on?.('accountsChanged', listener)
    },
    removeListener(event, listener) {
      if (event === 'accountsChanged') wallet.removeListener?.('accountsChanged', listener)
    },
  }
}
