import { ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol/errors'
import type { StandardWalletProvider } from './announceStandardWallets'
import { bitcoinRequestParams } from './bitcoinRequestParams'
import { callJsonRpcWallet } from './callJsonRpcWallet'
import { sharedBitcoinAccounts } from './sharedBitcoinAccounts'

/** A sats-connect wallet's provider (Xverse's and those that speak its JSON-RPC), as far as Latch uses it. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(listener: { eventName: string; cb: (event: unknown) => void }): (() => void) | undefined
}

type SatsAddress = { address: string; publicKey: string; purpose?: string }
const payment = (addresses: unknown): SatsAddress[] =>
  (Array.isArray(addresses) ? addresses : []).filter(
    (entry): entry is SatsAddress =>
      typeof entry?.address === 'string' &&
      typeof entry.publicKey === 'string' &&
      entry.purpose === 'payment',
  )

/**
 * The EIP-1193-shaped provider Latch's host bridge talks to, over one sats-connect wallet: its
 * payment addresses (`getAccounts` to connect, `wallet_getAccount` for those already shared),
 * `signMessage` in the format the dapp asks for (refused with 4200 where the wallet signs the other),
 * `signPsbt` of the inputs named, to sign only (Latch broadcasts), and `wallet_disconnect`. The
 * wallet's JSON-RPC errors keep their meaning (its user's no is 4001).
 *
 * @example
 * adaptSatsConnectWallet(window.XverseProviders.BitcoinProvider).request({ method: 'bip122_requestAccounts' })
 */
export function adaptSatsConnectWallet(provider: SatsConnectProvider): StandardWalletProvider {
  const shared = sharedBitcoinAccounts()
  const stops = new Map<(data: unknown) => void, () => void>()

  const call = (method: string, params: unknown) =>
    callJsonRpcWallet((name, args) => provider.request(name, args), method, params)

  // What the wallet shares now, without asking; none where it shares nothing with this page.
  async function sharedNow(): Promise<string[]> {
    return shared.keep(
      payment(
        await call('wallet_getAccount', null).then(
          (result) => (result as { addresses?: unknown } | undefined)?.addresses,
          () => [],
        ),
      ),
    )
  }

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const { account, message, protocol, psbt, signInputs } = bitcoinRequestParams(params)
      switch (method) {
        // The payment addresses only: Latch pays and signs with them, and has no use for ordinals.
        case 'bip122_requestAccounts':
          return shared.keep(payment(await call('getAccounts', { purposes: ['payment'] })))
        case 'bip122_accounts':
          return sharedNow()
        case 'bip122_getAccountAddresses': {
          const { address, publicKey } = shared.accountOf(account)
          return [{ address, publicKey, intention: 'payment' }]
        }
        case 'bip122_signMessage': {
          const { address } = shared.accountOf(account)
          const asked = protocol === 'ecdsa' ? 'ECDSA' : 'BIP322'
          const signed = (await call('signMessage', { address, message, protocol: asked })) as {
            signature?: unknown
            protocol?: unknown
          }
          if (signed?.protocol !== undefined && signed.protocol !== asked)
            throw new ProviderRpcError(
              4200,
              `The wallet signed in the ${String(signed.protocol)} format, not ${asked}.`,
            )
          return { address, signature: signed?.signature }
        }
        case 'bip122_signPsbt': {
          const inputs: Record<string, number[]> = {}
          for (const { address, index } of signInputs) {
            shared.accountOf(address)
            inputs[address] = [...(inputs[address] ?? []), index]
          }
          const signed = (await call('signPsbt', { psbt, signInputs: inputs, broadcast: false })) as {
            psbt?: unknown
          }
          return { psbt: signed?.psbt }
        }
        case 'wallet_revokePermissions':
          await call('wallet_disconnect', null)
          shared.keep([])
          return null
      }
      throw new UnsupportedProviderMethodError()
    },
    /** `accountsChanged` with the wallet's payment addresses, when it says its account changed. */
    on(event, listener) {
      if (event !== 'accountsChanged' || stops.has(listener) || !provider.addListener) return
      const stop = provider.addListener({
        eventName: 'accountChange',
        cb: () => {
          sharedNow().then(listener, () => listener([]))
        },
      })
      stops.set(listener, stop ?? (() => {}))
    },
    removeListener(_event, listener) {
      stops.get(listener)?.()
      stops.delete(listener)
    },
  }
}
