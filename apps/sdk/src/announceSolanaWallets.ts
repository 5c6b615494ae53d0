import { InvalidParamsError, UnsupportedProviderMethodError } from '@latch/protocol/errors'
import { base58, base64 } from '@scure/base'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import {
  announceStandardWallets,
  type StandardWalletProvider,
  standardWalletParts,
} from './internal/announceStandardWallets'
import { isLatchSolanaWallet } from './internal/latchSolanaWallets'
import { signatureOf } from './internal/signatureOf'

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
  return announceStandardWallets(
    'solana',
    (wallet) =>
      wallet.chains.some(isSolana) && StandardConnect in wallet.features && !isLatchSolanaWallet(wallet),
    adaptSolanaWallet,
  )
}

/**
 * The EIP-1193-shaped provider Latch's host bridge talks to, over one Wallet Standard wallet. The
 * frame names the account (`pubkey`) and the cluster (`chain`) in every signing request.
 */
function adaptSolanaWallet(wallet: Wallet): StandardWalletProvider {
  const addresses = (accounts: readonly WalletAccount[]) =>
    accounts.filter((account) => account.chains.some(isSolana)).map((account) => account.address)
  const { feature, accountOf, events, revokePermissions } = standardWalletParts(wallet, addresses)
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
          return revokePermissions()
      }
      throw new UnsupportedProviderMethodError()
    },
    /** `accountsChanged` with the wallet's Solana addresses, from `standard:events`. */
    ...events,
  }
}
