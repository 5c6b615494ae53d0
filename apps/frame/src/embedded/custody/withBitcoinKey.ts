import type { BitcoinMessageProtocol } from '@latch/protocol/bitcoinParams'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { SigHash, Transaction } from '@scure/btc-signer'
import type { Address } from 'viem'
import type { BitcoinInputsToSign } from '@/networks/BitcoinInputsToSign'
import type { Bip84Network } from '@/networks/BitcoinNetwork'
import { deriveBitcoinKey } from './deriveBitcoinKey'
import { withDerivedKey } from './internal/withDerivedKey'
import { signBip137 } from './signBip137'

/** The embedded wallet's Bitcoin key on one network for the length of one request. */
export type BitcoinSigner = {
  /** The key's native SegWit address on the network. */
  address: string
  /**
   * A signature of `message` in base64: BIP-322's simple one (signBip322Simple), or with `ecdsa`
   * the legacy one (signBip137).
   */
  signMessage(message: string, protocol?: BitcoinMessageProtocol): string
  /**
   * Signs the inputs of a PSBT named in `inputs` (with the sighash types each allows, SIGHASH_ALL
   * where none), or where none are named every input that spends the key's native SegWit output
   * (each must carry the output it spends), and answers the PSBT with those signatures; it
   * finalizes nothing. An input named that the key cannot sign throws.
   */
  signTransaction(psbt: Uint8Array, inputs?: BitcoinInputsToSign): Uint8Array
}

/**
 * Rebuilds the key from two shares (checked against `expectedAddress`, the wallet's Ethereum
 * address), derives its Bitcoin key on `network` (deriveBitcoinKey) and lets `run` sign with it;
 * when `run` settles every byte of the key is zeroed and the signer stops signing, even if `run`
 * kept it (docs/embedded-wallet.md#custody). The key is never returned.
 *
 * @example
 * const signature = await withBitcoinKey(shares, address, 'regtest', async (signer) => signer.signMessage('hello'))
 */
export function withBitcoinKey<T>(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
  network: Bip84Network,
  run: (signer: BitcoinSigner) => Promise<T>,
): Promise<T> {
  return withDerivedKey(
    shares,
    expectedAddress,
    (secret) => {
      const key = deriveBitcoinKey(secret, network)
      return { key, secret: key.privateKey }
    },
    ({ address, privateKey }, check): BitcoinSigner => ({
      address,
      signMessage(message, protocol = 'bip322') {
        check()
        return protocol === 'ecdsa' ? signBip137(privateKey, message) : signBip322Simple(privateKey, message)
      },
      signTransaction(psbt, inputs) {
        check()
        const transaction = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true })
        if (!inputs) transaction.sign(privateKey)
        for (const { index, sighashTypes = [SigHash.ALL] } of inputs ?? []) {
          let signed = false
          try {
            signed = transaction.signIdx(privateKey, index, [...sighashTypes])
          } catch {
            // Another's script, or a sighash type not allowed: said below as one refusal.
          }
          if (!signed) throw new Error(`Input ${index + 1} is not this key's to sign`)
        }
        return transaction.toPSBT()
      },
    }),
    run,
  )
}
