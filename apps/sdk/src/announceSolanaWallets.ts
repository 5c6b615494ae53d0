import { InvalidParamsError, ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol/errors'
import { base58, base64 } from '@scure/base'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { isLatchSolanaWallet } from './internal/latchSolanaWallets'
import { signatureOf } from './internal/signatureOf'

type Listener = (data: unknown) => void
type Params = {
  message?: string
  pubkey?: string
  transaction?: string
  chain?: string
  sendOptions?: object
}

const isSolana = (chain: string) => chain.startsWith('solana:')

/**
 * Lets Latch list the page's Wallet Standard Solana wallets (Phantom, Solflare, Backpack, ...) beside
 * its EIP-6963 ones: each wallet with a Solana chain and `standard:connect` is announced to Latch on
 * `latch:announceProvider`, now, when it registers later, and whenever Latch asks for wallets. Latch's
 * frame then connects it and sends it the Solana methods (`solana_signMessage`,
 * `solana_signTransaction`, `solana_signAndSendTransaction`), which this adapter turns into the
 * wallet's features. Latch's own Solana wallet (registerSolanaWallet) is never announced. Returns a
 * function that stops announcing.
 *
 * @example
 * import { getLatch } from '@latch/sdk'
 * import { announceSolanaWallets } from '@latch/sdk/solana'
 *
 * announceSolanaWallets()
 * getLatch({ projectId: 'latch-dev', networks: ['eip155:31337', 'solana:localnet'] })
 */
export function announceSolanaWallets(): () => void {
  const registry = getWallets()
  const adapted = new WeakMap<Wallet, { info: object; provider: object }>()
  let count = 0

  const detailOf = (wallet: Wallet) => {
    let detail = adapted.get(wallet)
    if (!detail) {
      const uuid = `wallet-standard:${count++}`
      const info = {
        uuid,
        name: wallet.name,
        icon: wallet.icon,
        rdns: `wallet-standard:${wallet.name}`,
        namespace: 'solana',
      }
      detail = { info, provider: adaptSolanaWallet(wallet) }
      adapted.set(wallet, detail)
    }
    return detail
  }

  const announce = () => {
    for (const wallet of registry.get())
      if (wallet.chains.some(isSolana) && StandardConnect in wallet.features && !isLatchSolanaWallet(wallet))
        dispatchEvent(new CustomEvent('latch:announceProvider', { detail: detailOf(wallet) }))
  }

  const stopRegister = registry.on('register', announce)
  addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => {
    stopRegister()
    removeEventListener('eip6963:requestProvider', announce)
  }
}

/**
 * The EIP-1193-shaped provider Latch's host bridge talks to, over one Wallet Standard wallet. The
 * frame names the account (`pubkey`) and the cluster (`chain`) in every signing request.
 */
function adaptSolanaWallet(wallet: Wallet) {
  const stops = new Map<Listener, () => void>()
  const feature = <T>(name: string): T => {
    const found = (wallet.features as Record<string, unknown>)[name]
    if (!found) throw new UnsupportedProviderMethodError()
    return found as T
  }
  const addresses = (accounts: readonly WalletAccount[]) =>
    accounts.filter((account) => account.chains.some(isSolana)).map((account) => account.address)
  const accountOf = (address: string | undefined) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    // 4100: the account is not (any longer) one the wallet has shared with this page.
    if (!account) throw new ProviderRpcError(4100, 'The wallet has no such account.')
    return account
  }
  const connect = async (silent: boolean) =>
    addresses(
      (await feature<StandardConnectFeature[typeof StandardConnect]>(StandardConnect).connect({ silent }))
        .accounts,
    )

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const { message = '', pubkey, transaction = '', chain, sendOptions } = (params ?? {}) as Params
      switch (method) {
        case 'solana_requestAccounts':
          return connect(false)
        case 'solana_accounts':
          return connect(true)
        case 'solana_signMessage': {
          const sign = feature<SolanaSignMessageFeature[typeof SolanaSignMessage]>(SolanaSignMessage)
          const [output] = await sign.signMessage({
            account: accountOf(pubkey),
            message: base58.decode(message),
          })
          return { signature: base58.encode(output?.signature ?? new Uint8Array()) }
        }
        case 'solana_signTransaction': {
          const sign =
            feature<SolanaSignTransactionFeature[typeof SolanaSignTransaction]>(SolanaSignTransaction)
          const [output] = await sign.signTransaction({
            account: accountOf(pubkey),
            transaction: base64.decode(transaction),
            ...(chain ? { chain: chain as IdentifierString } : {}),
          })
          const signed = output?.signedTransaction ?? new Uint8Array()
          return {
            signature: base58.encode(signatureOf(signed, pubkey ?? '')),
            transaction: base64.encode(signed),
          }
        }
        case 'solana_signAndSendTransaction': {
          if (!chain) throw new InvalidParamsError()
          const send = feature<SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction]>(
            SolanaSignAndSendTransaction,
          )
          const [output] = await send.signAndSendTransaction({
            account: accountOf(pubkey),
            transaction: base64.decode(transaction),
            chain: chain as IdentifierString,
            ...(sendOptions ? { options: sendOptions } : {}),
          })
          return { signature: base58.encode(output?.signature ?? new Uint8Array()) }
        }
        case 'wallet_revokePermissions':
          await (wallet.features as Partial<StandardDisconnectFeature>)[StandardDisconnect]?.disconnect()
          return null
      }
      throw new UnsupportedProviderMethodError()
    },
    /** `accountsChanged` with the wallet's Solana addresses, from `standard:events`. */
    on(event: string, listener: Listener) {
      const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
      if (event !== 'accountsChanged' || !events || stops.has(listener)) return
      stops.set(
        listener,
        events.on('change', ({ accounts }) => accounts && listener(addresses(accounts))),
      )
    },
    removeListener(_event: string, listener: Listener) {
      stops.get(listener)?.()
      stops.delete(listener)
    },
  }
}
