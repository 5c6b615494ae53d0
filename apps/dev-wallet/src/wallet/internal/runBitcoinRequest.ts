import type { BitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { ProviderRpcError } from '@latch/protocol/errors'
import { invalidParamsMessage } from '@latch/protocol/invalidParamsMessage'
import { rpcParams } from '@latch/protocol/rpcParams'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { SigHash, Transaction } from '@scure/btc-signer'

/**
 * The Bitcoin methods the dev wallet answers, as WalletConnect's bip122 JSON-RPC names them. It
 * reads no chain, so it neither pays (sendTransfer) nor broadcasts: the dapp does that.
 */
export const devWalletBitcoinMethods = ['signMessage', 'signPsbt', 'getAccountAddresses'] as const
export type DevWalletBitcoinMethod = (typeof devWalletBitcoinMethods)[number]

export const isDevWalletBitcoinMethod = (method: string): method is DevWalletBitcoinMethod =>
  (devWalletBitcoinMethods as readonly string[]).includes(method)

// The same parameters as Latch's bip122_ methods: Latch words them as WalletConnect does.
const schemas = {
  signMessage: rpcParams.bip122_signMessage,
  signPsbt: rpcParams.bip122_signPsbt,
  getAccountAddresses: rpcParams.bip122_getAccountAddresses,
}

function parse<M extends DevWalletBitcoinMethod>(method: M, params: unknown) {
  const parsed = schemas[method].safeParse(params)
  if (parsed.success) return parsed.data as ReturnType<(typeof schemas)[M]['parse']>
  throw new ProviderRpcError(-32602, invalidParamsMessage(method, parsed.error.issues[0]))
}

function ownAddress(key: BitcoinDevKey, addresses: readonly (string | undefined)[]) {
  const other = addresses.find((address) => address !== undefined && address !== key.address)
  if (other !== undefined)
    throw new ProviderRpcError(4100, `The request names ${other}, not this wallet's account ${key.address}.`)
}

/**
 * Runs an approved Bitcoin request with the dev key `key` on regtest, answering as WalletConnect's
 * bip122 JSON-RPC does: a message gets BIP-322's simple signature (`{ address, signature }`, base64;
 * the legacy `ecdsa` format is refused with 4200), a PSBT its named inputs signed with the sighash
 * types allowed and finalized (`{ psbt }`, base64), and `getAccountAddresses` the key's one address
 * with its public key and path. Every address a request names must be the key's (4100).
 *
 * @example
 * await runBitcoinRequest('signMessage', { account: key.address, message: 'Hello' }, key)
 * // { address: 'bcrt1q…', signature: 'AkcwRAIg…' }
 */
export function runBitcoinRequest(
  method: DevWalletBitcoinMethod,
  params: unknown,
  key: BitcoinDevKey,
): unknown {
  switch (method) {
    case 'signMessage': {
      const { account, address, message, protocol } = parse(method, params)
      ownAddress(key, [account, address])
      if (protocol === 'ecdsa')
        throw new ProviderRpcError(
          4200,
          'The dev wallet signs BIP-322 signatures only, not the legacy ecdsa format.',
        )
      return { address: key.address, signature: signBip322Simple(key.privateKey, message) }
    }
    case 'signPsbt': {
      const { account, psbt, signInputs, broadcast } = parse(method, params)
      ownAddress(key, [account, ...signInputs.map((input) => input.address)])
      if (broadcast)
        throw new ProviderRpcError(
          4200,
          'The dev wallet reads no chain and does not broadcast: broadcast the signed PSBT.',
        )
      let transaction: Transaction
      try {
        transaction = Transaction.fromPSBT(base64.decode(psbt), { allowUnknownOutputs: true })
      } catch (error) {
        throw new ProviderRpcError(
          -32602,
          `The PSBT does not parse: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      try {
        for (const { index, sighashTypes = [SigHash.ALL] } of signInputs) {
          transaction.signIdx(key.privateKey, index, sighashTypes)
          transaction.finalizeIdx(index)
        }
      } catch (error) {
        throw new ProviderRpcError(-32602, error instanceof Error ? error.message : String(error))
      }
      return { psbt: base64.encode(transaction.toPSBT()) }
    }
    case 'getAccountAddresses': {
      ownAddress(key, [parse(method, params).account])
      return [
        {
          address: key.address,
          publicKey: hex.encode(secp256k1.getPublicKey(key.privateKey, true)),
          path: key.path,
          intention: 'payment',
        },
      ]
    }
  }
}
