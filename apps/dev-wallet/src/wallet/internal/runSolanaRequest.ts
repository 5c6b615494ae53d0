import { sendSolanaWire, signSolanaTransaction } from '@latch/localnet/devSigning'
import type { SolanaDevKey } from '@latch/localnet/solanaDevKeys'
import { ProviderRpcError } from '@latch/protocol/errors'
import { invalidParamsMessage } from '@latch/protocol/invalidParamsMessage'
import { methodsWhere } from '@latch/protocol/methods'
import { rpcParams } from '@latch/protocol/rpcParams'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { getBase64EncodedWireTransaction, getTransactionEncoder, type Transaction } from '@solana/kit'
import type { DevSolanaCluster } from '../DevWalletChain'

/** The Solana methods the dev wallet answers: the protocol's, as WalletConnect's Solana JSON-RPC words them. */
export const devWalletSolanaMethods = methodsWhere({ namespace: 'solana' })
export type DevWalletSolanaMethod = (typeof devWalletSolanaMethods)[number]

export const isDevWalletSolanaMethod = (method: string): method is DevWalletSolanaMethod =>
  (devWalletSolanaMethods as readonly string[]).includes(method)

function parse<M extends DevWalletSolanaMethod>(method: M, params: unknown) {
  const parsed = rpcParams[method].safeParse(params)
  if (parsed.success) return parsed.data as ReturnType<(typeof rpcParams)[M]['parse']>
  throw new ProviderRpcError(-32602, invalidParamsMessage(method, parsed.error.issues[0]))
}

// The dev wallets' one way of signing a transaction; its refusals are the request's bad params.
function signTransaction(wire: string, key: SolanaDevKey): Transaction {
  try {
    return signSolanaTransaction(base64.decode(wire), key)
  } catch (error) {
    throw new ProviderRpcError(-32602, error instanceof Error ? error.message : String(error))
  }
}

// The cluster's own words (a failed preflight, a missing signature) are the request's error.
async function sendToCluster(cluster: DevSolanaCluster, wire: string, options: object | undefined) {
  try {
    return await sendSolanaWire(cluster.rpcUrl, wire, options)
  } catch (error) {
    throw new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
  }
}

const signatureOf = (transaction: Transaction, key: SolanaDevKey) =>
  base58.encode(transaction.signatures[key.address as keyof Transaction['signatures']] as Uint8Array)

/**
 * Runs an approved Solana request with the dev keypair `key` on `cluster`: a message's bytes are
 * signed (the request must name this account), a transaction gets this account's signature in its
 * place (and is sent to the cluster for solana_signAndSendTransaction). Answers as WalletConnect's
 * Solana JSON-RPC does: `{ signature }` in base58, and the signed transaction in base64 for
 * solana_signTransaction.
 *
 * @example
 * await runSolanaRequest('solana_signMessage', { message: '3yZe7d', pubkey: key.address }, key, cluster)
 * // { signature: '5VER…' }
 */
export async function runSolanaRequest(
  method: DevWalletSolanaMethod,
  params: unknown,
  key: SolanaDevKey,
  cluster: DevSolanaCluster,
): Promise<{ signature: string; transaction?: string }> {
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parse(method, params)
      if (pubkey !== key.address)
        throw new ProviderRpcError(
          4100,
          `The request names ${pubkey}, not this wallet's account ${key.address}.`,
        )
      return { signature: base58.encode(ed25519.sign(base58.decode(message), key.privateKey)) }
    }
    case 'solana_signTransaction': {
      const signed = signTransaction(parse(method, params).transaction, key)
      return {
        signature: signatureOf(signed, key),
        transaction: base64.encode(new Uint8Array(getTransactionEncoder().encode(signed))),
      }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parse(method, params)
      const signed = signTransaction(transaction, key)
      return { signature: await sendToCluster(cluster, getBase64EncodedWireTransaction(signed), sendOptions) }
    }
  }
}
