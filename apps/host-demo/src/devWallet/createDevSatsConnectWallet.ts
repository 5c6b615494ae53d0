import type { BitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { psbtPayments } from '@latch/localnet/devSigning'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { DevWalletStorage } from './createDevWallet'
import type { DevWalletPrompt } from './DevWalletPrompt'
import { devWalletIcon } from './internal/devWalletIcon'

/** The name the dev sats-connect wallet lists itself under; Latch lists it under Bitcoin. */
export const devSatsConnectWalletName = 'Latch Dev Sats Wallet'

/** Where its provider sits on `window`: sats-connect's registry names it by this path. */
const providerPath = 'LatchDevSatsWallet.BitcoinProvider'

const authorizedKey = 'latch-dev-sats-wallet:authorized'

type Response = { jsonrpc: '2.0'; id: string } & (
  | { result: unknown }
  | { error: { code: number; message: string } }
)

export type CreateDevSatsConnectWalletParameters = {
  /** Asks the user to approve; resolves true when they do. The panel supplies it. */
  prompt: (request: DevWalletPrompt) => Promise<boolean>
  storage: DevWalletStorage
  /** The native SegWit key it holds on regtest. */
  key: BitcoinDevKey
}

/**
 * A Bitcoin wallet that speaks only sats-connect's JSON-RPC (as Xverse's provider does), holding one
 * dev key on regtest, for trying Latch's sats-connect bridge without an extension: `getAccounts`
 * shares its payment address once the user approves (remembered, so `wallet_getAccount` tells it
 * without asking after a reload), `signMessage` signs BIP-322's simple format (the ECDSA one is
 * -32001), `signPsbt` signs the inputs named after the user approves what the PSBT pays (signed, not
 * finalized; it reads no chain, so `broadcast` is -32602), and `wallet_disconnect` forgets the page.
 * Errors are sats-connect's codes (-32000 for the user's no). `register` lists it in
 * `window.btc_providers` and puts its provider where its id says.
 *
 * @example
 * createDevSatsConnectWallet({ prompt: queue.ask, storage, key: bitcoinDevKey(2) }).register(window)
 */
export function createDevSatsConnectWallet({ prompt, storage, key }: CreateDevSatsConnectWalletParameters) {
  // Made when first asked for, as the page's other secp256k1 keys are (internal/devAccount.ts).
  let publicKeyHex: string | undefined
  const publicKey = () => {
    publicKeyHex ??= hex.encode(secp256k1.getPublicKey(key.privateKey, true))
    return publicKeyHex
  }
  const listeners = new Set<(event: unknown) => void>()
  const isAuthorized = () => storage.get(authorizedKey) === 'true'
  const setAuthorized = (authorized: boolean) => {
    storage.set(authorizedKey, String(authorized))
    for (const listener of listeners) listener({ type: 'accountChange' })
  }
  const addresses = () => [
    { address: key.address, publicKey: publicKey(), purpose: 'payment', addressType: 'p2wpkh' },
  ]
  const answer = (result: unknown): Response => ({ jsonrpc: '2.0', id: crypto.randomUUID(), result })
  const failure = (code: number, message: string): Response => ({
    jsonrpc: '2.0',
    id: crypto.randomUUID(),
    error: { code, message },
  })
  const userRejected = () => failure(-32000, 'User rejected the request.')

  async function run(method: string, params: Record<string, unknown>): Promise<Response> {
    switch (method) {
      case 'getAccounts': {
        if (!isAuthorized()) {
          if (!(await prompt({ type: 'bitcoinConnect', address: key.address }))) return userRejected()
          setAuthorized(true)
        }
        return answer(addresses())
      }
      case 'wallet_getAccount':
        return isAuthorized()
          ? answer({ id: 'dev', addresses: addresses(), walletType: 'software' })
          : failure(-32002, 'This page is not connected.')
      case 'signMessage': {
        if (!isAuthorized() || params.address !== key.address)
          return failure(-32002, `The request names ${String(params.address)}, not this wallet's account.`)
        if (params.protocol === 'ECDSA') return failure(-32001, 'This wallet signs BIP-322 messages only.')
        const message = String(params.message ?? '')
        if (!(await prompt({ type: 'bitcoinSignMessage', message }))) return userRejected()
        return answer({
          signature: signBip322Simple(key.privateKey, message),
          messageHash: '',
          address: key.address,
          protocol: 'BIP322',
        })
      }
      case 'signPsbt': {
        if (params.broadcast) return failure(-32602, 'This wallet reads no chain and does not broadcast.')
        const signInputs = (params.signInputs ?? {}) as Record<string, number[]>
        if (!isAuthorized() || Object.keys(signInputs).some((address) => address !== key.address))
          return failure(-32002, "The PSBT names inputs of an address that is not this wallet's account.")
        let transaction: Transaction
        try {
          transaction = Transaction.fromPSBT(base64.decode(String(params.psbt)), {
            allowUnknownOutputs: true,
          })
        } catch {
          return failure(-32602, 'The PSBT does not parse.')
        }
        const indexes = signInputs[key.address] ?? []
        if (
          !(await prompt({
            type: 'bitcoinSignTransaction',
            inputs: indexes,
            outputs: psbtPayments(transaction),
          }))
        )
          return userRejected()
        for (const index of indexes) transaction.signIdx(key.privateKey, index)
        return answer({ psbt: base64.encode(transaction.toPSBT()) })
      }
      case 'wallet_disconnect':
        setAuthorized(false)
        return answer(null)
    }
    return failure(-32601, `This wallet does not do ${method}.`)
  }

  const provider = {
    request: (method: string, params?: unknown) => run(method, (params ?? {}) as Record<string, unknown>),
    addListener({ eventName, cb }: { eventName: string; cb: (event: unknown) => void }) {
      if (eventName !== 'accountChange') return () => {}
      listeners.add(cb)
      return () => listeners.delete(cb)
    },
  }

  return {
    provider,
    /** Lists the wallet in sats-connect's registry of `page`, with its provider at its path. */
    register(page: Window) {
      const registry = page as unknown as { btc_providers?: unknown[]; LatchDevSatsWallet?: unknown }
      registry.LatchDevSatsWallet = { BitcoinProvider: provider }
      registry.btc_providers = [
        ...(registry.btc_providers ?? []),
        { id: providerPath, name: devSatsConnectWalletName, icon: devWalletIcon },
      ]
    },
  }
}
