import { sendSolanaWire, signSolanaTransaction } from '@latch/localnet/devSigning'
import type { SolanaDevKey } from '@latch/localnet/solanaDevKeys'
import { ProviderRpcError, UserRejectedRequestError } from '@latch/protocol/errors'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { getBase64EncodedWireTransaction, getTransactionEncoder } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'
import type { DevWalletStorage } from './createDevWallet'
import type { DevWalletPrompt } from './DevWalletPrompt'
import { createDevWalletAccess } from './internal/createDevWalletAccess'
import { devWalletIcon } from './internal/devWalletIcon'

/** The name the dev Solana wallet registers under; Latch lists it under Solana. */
export const devSolanaWalletName = 'Latch Dev Solana Wallet'

const authorizedKey = 'latch-dev-solana-wallet:authorized'

export type CreateDevSolanaWalletParameters = {
  /** Asks the user to approve; resolves true when they do. The panel supplies it. */
  prompt: (request: DevWalletPrompt) => Promise<boolean>
  storage: DevWalletStorage
  /** The keypair it holds. */
  key: SolanaDevKey
  /** The cluster it signs for (Wallet Standard's chain name) and that cluster's JSON-RPC URL. */
  cluster: { chain: `solana:${string}`; rpcUrl: string }
  /** How JSON-RPC reaches the cluster; tests replace it. */
  fetch?: typeof fetch
}

/**
 * A Wallet Standard Solana wallet holding one dev keypair, for trying Latch's host-page Solana
 * wallets without an extension: it connects, signs messages and transactions and sends them to the
 * local cluster, each after the user approves in the dev wallet's panel, and remembers that the
 * page is connected (so a reload reconnects without asking). Register it with `registerWallet`.
 *
 * @example
 * const wallet = createDevSolanaWallet({ prompt: queue.ask, storage, key: solanaDevKey(0), cluster })
 * registerWallet(wallet)
 */
export function createDevSolanaWallet(parameters: CreateDevSolanaWalletParameters): Wallet {
  const { prompt, storage, key, cluster } = parameters
  const fetchFn = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const account: WalletAccount = Object.freeze({
    address: key.address,
    // A Solana address is its base58 public key: no curve arithmetic while the page loads.
    publicKey: base58.decode(key.address),
    chains: [cluster.chain],
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const,
  })
  const { isAuthorized, accounts, setAuthorized, features } = createDevWalletAccess(
    storage,
    authorizedKey,
    account,
  )

  async function confirm(request: DevWalletPrompt) {
    if (!(await prompt(request))) throw new UserRejectedRequestError()
  }

  function assertOurs(requested: WalletAccount) {
    if (!isAuthorized() || requested.address !== key.address)
      throw new ProviderRpcError(
        4100,
        `The request names ${requested.address}, not this wallet's connected account.`,
      )
  }

  function sign(transaction: Uint8Array) {
    try {
      return signSolanaTransaction(transaction, key)
    } catch (error) {
      throw new ProviderRpcError(-32602, error instanceof Error ? error.message : String(error))
    }
  }

  async function send(wire: string): Promise<string> {
    try {
      return await sendSolanaWire(cluster.rpcUrl, wire, {}, fetchFn)
    } catch (error) {
      throw new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
    }
  }

  const connect: StandardConnectFeature['standard:connect'] = {
    version: '1.0.0',
    async connect({ silent } = {}) {
      if (!isAuthorized() && !silent) {
        await confirm({ type: 'solanaConnect', address: key.address })
        setAuthorized(true)
      }
      return { accounts: accounts() }
    },
  }
  const signMessage: SolanaSignMessageFeature['solana:signMessage'] = {
    version: '1.0.0',
    async signMessage(...inputs) {
      const outputs = []
      for (const { account: requested, message } of inputs) {
        assertOurs(requested)
        // Text where the bytes are UTF-8 text, else base58: never garbage in the panel.
        let text: string
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(message)
        } catch {
          text = base58.encode(message)
        }
        await confirm({ type: 'solanaSignMessage', message: text })
        outputs.push({ signedMessage: message, signature: ed25519.sign(message, key.privateKey) })
      }
      return outputs
    },
  }
  const signTransaction: SolanaSignTransactionFeature['solana:signTransaction'] = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    async signTransaction(...inputs) {
      const outputs = []
      for (const { account: requested, transaction } of inputs) {
        assertOurs(requested)
        const signed = sign(transaction)
        await confirm({ type: 'solanaTransaction', send: false, chain: cluster.chain })
        outputs.push({ signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) })
      }
      return outputs
    },
  }
  const signAndSendTransaction: SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'] = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    async signAndSendTransaction(...inputs) {
      const outputs = []
      for (const { account: requested, transaction, chain } of inputs) {
        assertOurs(requested)
        if (chain !== cluster.chain)
          throw new ProviderRpcError(4901, `This wallet sends on ${cluster.chain} only, not ${chain}.`)
        const signed = sign(transaction)
        await confirm({ type: 'solanaTransaction', send: true, chain })
        outputs.push({ signature: base58.decode(await send(getBase64EncodedWireTransaction(signed))) })
      }
      return outputs
    },
  }

  return {
    version: '1.0.0',
    name: devSolanaWalletName,
    icon: devWalletIcon,
    chains: [cluster.chain],
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': connect,
      ...features,
      'solana:signMessage': signMessage,
      'solana:signTransaction': signTransaction,
      'solana:signAndSendTransaction': signAndSendTransaction,
    },
  }
}
