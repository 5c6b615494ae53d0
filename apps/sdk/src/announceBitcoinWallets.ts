import { ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol/errors'
import { base64, hex } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { announceOwnApiBitcoinWallets } from './internal/announceOwnApiBitcoinWallets'
import { announceSatsConnectWallets } from './internal/announceSatsConnectWallets'
import {
  announceStandardWallets,
  type StandardWalletProvider,
  standardWalletParts,
} from './internal/announceStandardWallets'
import { bitcoinRequestParams } from './internal/bitcoinRequestParams'

/** Wallet Standard's Bitcoin features (github.com/ExodusMovement/bitcoin-wallet-standard), as far as Latch uses them. */
type BitcoinConnect = {
  connect(input: { purposes: ('payment' | 'ordinals')[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
type BitcoinSignMessage = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

type BitcoinSignTransaction = {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      chain: string
      inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}

const isBitcoin = (chain: string) => chain.startsWith('bitcoin:')

// The names sats-connect's registry lists (`window.btc_providers`).
const satsConnectNames = (): unknown[] => {
  const entries = (window as { btc_providers?: unknown }).btc_providers
  return Array.isArray(entries) ? entries.map((entry) => (entry as { name?: unknown } | null)?.name) : []
}

// BIP-137's signature: a header byte (27 to 42: the key's recovery id and address type), then r and s.
const isLegacySignature = (signature: Uint8Array) =>
  signature.length === 65 && (signature[0] ?? 0) >= 27 && (signature[0] ?? 0) <= 42

/**
 * Lets Latch list the page's Bitcoin wallets in Connect when the app asks for a Bitcoin network: the
 * Wallet Standard ones (those with a `bitcoin:` chain and `bitcoin:connect`, as Phantom, Magic Eden
 * and Exodus register them), those only sats-connect's registry lists (`window.btc_providers`,
 * as Xverse's JSON-RPC has it: see adaptSatsConnectWallet), and those of an API of their own
 * (UniSat's and OKX's, Leather's: see announceOwnApiBitcoinWallets). Each is announced to Latch on
 * `latch:announceProvider`, now, when it registers later, and whenever Latch asks for wallets. Latch's frame connects it (its payment
 * addresses) and sends it `bip122_signMessage`, `bip122_signPsbt` (to sign only: the frame
 * broadcasts, and makes the PSBT of a `bip122_sendTransfer` itself) and `bip122_getAccountAddresses`,
 * which this adapter turns into the wallet's features; what a wallet lacks is refused with 4200. Returns a function
 * that stops announcing.
 *
 * @example
 * import { getLatch } from '@latch/sdk'
 * import { announceBitcoinWallets } from '@latch/sdk/bitcoin'
 *
 * announceBitcoinWallets()
 * getLatch({ projectId: 'latch-dev', networks: ['eip155:31337', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'] })
 */
export function announceBitcoinWallets(): () => void {
  const accepts = (wallet: Wallet) => wallet.chains.some(isBitcoin) && 'bitcoin:connect' in wallet.features
  const stopStandard = announceStandardWallets('bip122', accepts, adaptBitcoinWallet)
  // A wallet of several kinds is listed once: as its Wallet Standard self, else its sats-connect one.
  const standard = (name: string) =>
    getWallets()
      .get()
      .some((wallet) => wallet.name === name && accepts(wallet))
  const stopSatsConnect = announceSatsConnectWallets(standard)
  const stopOwnApi = announceOwnApiBitcoinWallets(
    (name) => standard(name) || satsConnectNames().includes(name),
  )
  return () => {
    stopStandard()
    stopSatsConnect()
    stopOwnApi()
  }
}

/**
 * The EIP-1193-shaped provider Latch's host bridge talks to, over one Wallet Standard Bitcoin
 * wallet. The dapp names the account (`account`) in every request, as WalletConnect's bip122 methods
 * do.
 */
function adaptBitcoinWallet(wallet: Wallet): StandardWalletProvider {
  const addresses = (accounts: readonly WalletAccount[]) =>
    accounts.filter((account) => account.chains.some(isBitcoin)).map((account) => account.address)
  const { feature, accountOf, events, revokePermissions } = standardWalletParts(wallet, addresses)

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const { account, message, protocol, psbt, signInputs } = bitcoinRequestParams(params)
      switch (method) {
        // The payment addresses only: Latch pays and signs with them, and has no use for ordinals.
        case 'bip122_requestAccounts': {
          const connect = feature<BitcoinConnect>('bitcoin:connect')
          return addresses((await connect.connect({ purposes: ['payment'] })).accounts)
        }
        // What the wallet already shares with this page, which it tells without asking.
        case 'bip122_accounts':
          return addresses(wallet.accounts)
        case 'bip122_getAccountAddresses': {
          const { address, publicKey } = accountOf(account)
          return [{ address, publicKey: hex.encode(Uint8Array.from(publicKey)), intention: 'payment' }]
        }
        case 'bip122_signMessage': {
          const sign = feature<BitcoinSignMessage>('bitcoin:signMessage')
          const signer = accountOf(account)
          const [output] = await sign.signMessage({
            account: signer,
            message: new TextEncoder().encode(message),
          })
          const signature = output?.signature ?? new Uint8Array()
          // The wallet chooses the format; a dapp that asked for the other one is told, not misled.
          if (isLegacySignature(signature) !== (protocol === 'ecdsa'))
            throw new ProviderRpcError(
              4200,
              `The wallet signs messages only in the ${protocol === 'ecdsa' ? 'BIP-322' : 'legacy (ecdsa)'} format.`,
            )
          return { address: signer.address, signature: base64.encode(signature) }
        }
        case 'bip122_signPsbt': {
          const sign = feature<BitcoinSignTransaction>('bitcoin:signTransaction')
          const signer = accountOf(account)
          const [output] = await sign.signTransaction({
            psbt: base64.decode(psbt),
            chain: signer.chains.find(isBitcoin) ?? '',
            inputsToSign: signInputs.map(({ address, index, sighashTypes }) => ({
              account: accountOf(address),
              signingIndexes: [index],
              // Wallet Standard takes one sighash type an input is signed with: the one asked for, if one.
              ...(sighashTypes?.length === 1 ? { sigHash: sighashTypes[0] } : {}),
            })),
          })
          if (!output) throw new ProviderRpcError(-32603, 'The wallet signed no PSBT.')
          return { psbt: base64.encode(output.signedPsbt) }
        }
        case 'wallet_revokePermissions':
          return revokePermissions()
      }
      throw new UnsupportedProviderMethodError()
    },
    /** `accountsChanged` with the wallet's Bitcoin addresses, from `standard:events`. */
    ...events,
  }
}
