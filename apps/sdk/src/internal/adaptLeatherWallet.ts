import { ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol/errors'
import { base64, hex } from '@scure/base'
import type { StandardWalletProvider } from './announceStandardWallets'
import { bitcoinRequestParams } from './bitcoinRequestParams'
import { callJsonRpcWallet } from './callJsonRpcWallet'
import { sharedBitcoinAccounts } from './sharedBitcoinAccounts'

/** Leather's provider (`window.LeatherProvider`), as far as Latch uses it. */
export type LeatherProvider = { request(method: string, params?: unknown): Promise<unknown> }

type LeatherAddress = { symbol?: unknown; type?: unknown; address?: unknown; publicKey?: unknown }

/**
 * The EIP-1193-shaped provider Latch's host bridge talks to, over Leather's JSON-RPC: its native
 * SegWit address (`getAddresses`, which asks the user; Leather tells no address without asking, so
 * after a reload the visitor connects again), `signMessage` (BIP-322 only: the legacy format is
 * 4200), `signPsbt` of the inputs named (`signAtIndex`), to sign only (Latch broadcasts). Its
 * errors keep their meaning (its user's no is 4001).
 *
 * @example
 * adaptLeatherWallet(window.LeatherProvider).request({ method: 'bip122_requestAccounts' })
 */
export function adaptLeatherWallet(wallet: LeatherProvider): StandardWalletProvider {
  // The addresses this page was given, with their keys: Leather shares them only when asked.
  const shared = sharedBitcoinAccounts()
  const call = (method: string, params?: unknown) =>
    callJsonRpcWallet((name, args) => wallet.request(name, args), method, params)

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const { account, message, protocol, psbt, signInputs } = bitcoinRequestParams(params)
      switch (method) {
        // The native SegWit payment address: Latch pays and signs with it, not with the Taproot one.
        case 'bip122_requestAccounts': {
          const { addresses } = ((await call('getAddresses')) ?? {}) as { addresses?: LeatherAddress[] }
          return shared.keep(
            (addresses ?? []).flatMap(({ symbol, type, address, publicKey }) =>
              symbol === 'BTC' &&
              type === 'p2wpkh' &&
              typeof address === 'string' &&
              typeof publicKey === 'string'
                ? [{ address, publicKey }]
                : [],
            ),
          )
        }
        case 'bip122_accounts':
          return shared.addresses()
        case 'bip122_getAccountAddresses': {
          const { address, publicKey } = shared.accountOf(account)
          return [{ address, publicKey, intention: 'payment' }]
        }
        case 'bip122_signMessage': {
          const { address } = shared.accountOf(account)
          if (protocol === 'ecdsa')
            throw new ProviderRpcError(4200, 'The wallet signs messages only in the BIP-322 format.')
          const signed = (await call('signMessage', { message, paymentType: 'p2wpkh' })) as {
            signature?: unknown
          }
          return { address, signature: signed?.signature }
        }
        case 'bip122_signPsbt': {
          for (const input of signInputs) shared.accountOf(input.address)
          const signed = (await call('signPsbt', {
            hex: hex.encode(base64.decode(psbt)),
            signAtIndex: signInputs.map(({ index }) => index),
            broadcast: false,
          })) as { hex?: unknown }
          if (typeof signed?.hex !== 'string')
            throw new ProviderRpcError(-32603, 'The wallet signed no PSBT.')
          return { psbt: base64.encode(hex.decode(signed.hex)) }
        }
        // Leather has no disconnect: the page forgets what it was given.
        case 'wallet_revokePermissions':
          shared.keep([])
          return null
      }
      throw new UnsupportedProviderMethodError()
    },
    on() {},
    removeListener() {},
  }
}
