import { errorCodes } from '@latch/protocol/errorCodes'
import { ProviderRpcError, UserRejectedRequestError } from '@latch/protocol/errors'
import { createSignInMessage } from '@latch/protocol/signInMessage'
import { base58, base64 } from '@scure/base'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignIn,
  type SolanaSignInFeature,
  type SolanaSignInInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount, WalletIcon, WalletWithFeatures } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsChangeProperties,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { latchIcon } from './internal/latchIcon'
import { markLatchSolanaWallet } from './internal/latchSolanaWallets'
import type { Latch, LatchState } from './Latch'

/**
 * Latch's Solana wallet, as Wallet Standard shapes one: connect, disconnect and change events, the
 * three Solana signing features, and Sign In With Solana.
 *
 * @example
 * const wallet: LatchSolanaWallet = createSolanaWallet(latch)
 * const [account] = (await wallet.features['standard:connect'].connect()).accounts
 */
export type LatchSolanaWallet = WalletWithFeatures<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature &
    SolanaSignInFeature
>

/**
 * Options of createSolanaWallet.
 *
 * @example
 * const options: SolanaWalletOptions = { chains: ['solana:devnet'] }
 */
export type SolanaWalletOptions = {
  /**
   * The Solana clusters the wallet says it serves before anyone is connected, by their Wallet
   * Standard names: the ones your Latch was given in `networks` (default `solana:localnet`, the
   * cluster of `npm start`). A connected account's own cluster is always among them.
   */
  chains?: readonly IdentifierString[] | undefined
}

// Wallet Standard names the public clusters by word; CAIP-2 by the start of their genesis hash.
const clusterNames: Record<string, IdentifierString> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}
const signingFeatures = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
  SolanaSignIn,
] as const
// Legacy and v0 are the transactions the modal can read and show (docs in the frame's approvals page).
const transactionVersions = ['legacy', 0] as const
// Wallet Standard wants a base64 icon; Latch's is a plain SVG data URI.
const icon = `data:image/svg+xml;base64,${btoa(latchIcon.slice(latchIcon.indexOf(',') + 1))}` as WalletIcon

/** The connected Solana account of a state (its CAIP-10 id split), if one is connected. */
function solanaAccountIn(state: LatchState): { address: string; chain: IdentifierString } | undefined {
  const id = state.accounts?.find((account) => account.startsWith('solana:'))
  if (!id) return undefined
  const at = id.lastIndexOf(':')
  const network = id.slice(0, at) as IdentifierString
  return { address: id.slice(at + 1), chain: clusterNames[network] ?? network }
}

/**
 * Makes Latch's Solana wallet: the embedded wallet's Solana account, reached through `latch` (its
 * state says which account is connected; its provider carries WalletConnect's Solana requests, each
 * approved by the visitor in the modal). `connect` opens the modal with solana the active namespace
 * (Connect lists only the ways that bring a Solana account) when no Solana account is connected
 * yet, and rejects with UserRejectedRequestError when the visitor closes it without one.
 * Pass it to Wallet Standard yourself, or use registerSolanaWallet.
 *
 * @example
 * import { createLatch } from '@latch/sdk'
 * import { createSolanaWallet } from '@latch/sdk/solana'
 *
 * const wallet = createSolanaWallet(createLatch({ projectId: 'latch-dev', networks: ['solana:localnet'] }))
 * const { accounts } = await wallet.features['standard:connect'].connect()
 * const [{ signature }] = await wallet.features['solana:signMessage'].signMessage({
 *   account: accounts[0],
 *   message: new TextEncoder().encode('Sign in'),
 * })
 */
export function createSolanaWallet(latch: Latch, options: SolanaWalletOptions = {}): LatchSolanaWallet {
  const chains = options.chains ?? ['solana:localnet']
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  // The dapp has connected (and not disconnected since): only then does it see the account.
  let authorized = false
  let account: WalletAccount | undefined

  // One object per account and cluster, so that a dapp comparing accounts sees the same one.
  const accountOf = (state: LatchState) => {
    const found = solanaAccountIn(state)
    if (!found) return undefined
    if (account?.address !== found.address || account.chains[0] !== found.chain)
      account = Object.freeze({
        address: found.address,
        publicKey: base58.decode(found.address),
        chains: [found.chain],
        features: signingFeatures,
        label: 'Latch',
        icon,
      })
    return account
  }
  const accounts = () => {
    const current = authorized ? accountOf(latch.getState()) : undefined
    return current ? [current] : []
  }
  const emit = (properties: StandardEventsChangeProperties) => {
    for (const listener of listeners) listener(properties)
  }
  // Tells the listeners when the account the dapp sees is another (or none): after each state, and
  // once the dapp connects.
  let seen = accounts()[0]
  const report = () => {
    const [now] = accounts()
    if (now === seen) return
    seen = now
    emit({ accounts: accounts(), chains: wallet.chains })
  }
  latch.subscribe(report)

  // The account an input names must be the one connected: the modal would refuse another anyway.
  const mine = (input: { account: WalletAccount; chain?: IdentifierString | undefined }) => {
    const [current] = accounts()
    if (!current || current.address !== input.account.address)
      throw new ProviderRpcError(4100, 'This account is not connected to Latch')
    if (input.chain && input.chain !== current.chains[0])
      throw new ProviderRpcError(
        4901,
        `Latch's Solana account is on ${current.chains[0]}, not ${input.chain}`,
      )
    return current
  }
  const request = async <T>(method: string, params: object) =>
    (await latch.provider.request({ method, params })) as T
  // Each input is its own approval in the modal, one after the other.
  const each = async <I, O>(inputs: readonly I[], sign: (input: I) => Promise<O>) => {
    const outputs: O[] = []
    for (const input of inputs) outputs.push(await sign(input))
    return outputs
  }

  // Resolves once a Solana account is connected; the visitor closing the modal without one rejects.
  const untilConnected = () =>
    new Promise<void>((resolve, reject) => {
      let opened = latch.getState().open
      const stop = latch.subscribe((state) => {
        if (solanaAccountIn(state)) {
          stop()
          resolve()
        } else if (state.open) opened = true
        else if (opened) {
          stop()
          reject(
            state.status === 'connected'
              ? new ProviderRpcError(4100, 'The connected wallet has no Solana account')
              : new UserRejectedRequestError(),
          )
        }
      })
      // Connect lists only the ways that bring a Solana account.
      latch.open({ namespace: 'solana' }).catch((error: unknown) => {
        stop()
        reject(error)
      })
    })

  const connect = async (silent?: boolean) => {
    // A session the frame is still bringing back (just after a reload) counts: the frame answers a
    // request only once its reconnect is over, and its state arrives before the answer.
    if (!solanaAccountIn(latch.getState()))
      await latch.provider.request({ method: 'eth_accounts' }).catch(() => undefined)
    if (!solanaAccountIn(latch.getState()) && !silent) await untilConnected()
    authorized = !!solanaAccountIn(latch.getState())
    report()
    return accounts()
  }

  // Sign In With Solana for the page the SDK runs on: connects first (the modal opens when no Solana
  // account is), fills in the domain and address, and writes nothing else the dapp did not give.
  const signIn = async (input: SolanaSignInInput) => {
    const [current] = await connect()
    if (!current) throw new ProviderRpcError(4100, 'The connected wallet has no Solana account')
    if (input.address !== undefined && input.address !== current.address)
      throw new ProviderRpcError(4100, 'This account is not connected to Latch')
    // A page can ask to sign in to itself only: a message for another site would be a phishing aid.
    const domain = globalThis.location.host
    if (input.domain !== undefined && input.domain !== domain)
      throw new ProviderRpcError(
        errorCodes.invalidParams,
        `A page on ${domain} cannot ask to sign in to ${input.domain}`,
      )
    let text: string
    try {
      const { domain: _, address: __, ...fields } = input
      text = createSignInMessage('solana', {
        ...fields,
        version: fields.version as '1' | undefined,
        domain,
        address: current.address,
      })
    } catch (error) {
      throw new ProviderRpcError(errorCodes.invalidParams, (error as Error).message)
    }
    const message = new TextEncoder().encode(text)
    const { signature } = await request<{ signature: string }>('solana_signMessage', {
      message: base58.encode(message),
      pubkey: current.address,
    })
    return {
      account: current,
      signedMessage: message,
      signature: base58.decode(signature),
      signatureType: 'ed25519' as const,
    }
  }

  const wallet: LatchSolanaWallet = {
    version: '1.0.0',
    name: 'Latch',
    icon,
    get chains() {
      const own = accounts()[0]?.chains[0]
      return own && !chains.includes(own) ? [...chains, own] : chains
    },
    get accounts() {
      return accounts()
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        connect: async ({ silent } = {}) => ({ accounts: await connect(silent) }),
      },
      [StandardDisconnect]: {
        version: '1.0.0',
        // The dapp lets go of the account; the visitor stays logged in to Latch (its modal signs out).
        async disconnect() {
          authorized = false
          if (seen) {
            seen = undefined
            emit({ accounts: [] })
          }
        },
      },
      [StandardEvents]: {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      [SolanaSignMessage]: {
        version: '1.1.0',
        signMessage: (...inputs: readonly SolanaSignMessageInput[]) =>
          each(inputs, async (input) => {
            const { address } = mine(input)
            const { signature } = await request<{ signature: string }>('solana_signMessage', {
              message: base58.encode(input.message),
              pubkey: address,
            })
            return {
              signedMessage: input.message,
              signature: base58.decode(signature),
              signatureType: 'ed25519',
            }
          }),
      },
      [SolanaSignIn]: {
        version: '1.0.0',
        signIn: (...inputs: readonly SolanaSignInInput[]) => each(inputs, signIn),
      },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: transactionVersions,
        signTransaction: (...inputs: readonly SolanaSignTransactionInput[]) =>
          each(inputs, async (input) => {
            mine(input)
            const { transaction } = await request<{ transaction: string }>('solana_signTransaction', {
              transaction: base64.encode(input.transaction),
            })
            return { signedTransaction: base64.decode(transaction) }
          }),
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: transactionVersions,
        signAndSendTransaction: (...inputs: readonly SolanaSignAndSendTransactionInput[]) =>
          each(inputs, async (input) => {
            mine(input)
            // The send options the modal takes; `commitment` (waiting for it) is the dapp's to do.
            const { preflightCommitment, minContextSlot, skipPreflight, maxRetries } = input.options ?? {}
            const sendOptions = Object.fromEntries(
              Object.entries({ preflightCommitment, minContextSlot, skipPreflight, maxRetries }).filter(
                ([, value]) => value !== undefined,
              ),
            )
            const { signature } = await request<{ signature: string }>('solana_signAndSendTransaction', {
              transaction: base64.encode(input.transaction),
              sendOptions,
            })
            return { signature: base58.decode(signature) }
          }),
      },
    },
  }
  markLatchSolanaWallet(wallet)
  return wallet
}
