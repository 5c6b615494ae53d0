import { createHash } from 'node:crypto'
import { bcoin } from './bcoin.mjs'

/** @param {Buffer} data */
const sha256 = (data) => createHash('sha256').update(data).digest()

/**
 * Whether `signature` (base64) is a valid BIP-322 simple signature of `message` by the P2WPKH
 * `address`, checked by bcoin's own script interpreter: it builds the virtual `to_spend` and
 * `to_sign` transactions as BIP-322 says, puts the signature's witness on `to_sign`'s input and runs
 * the input's script with the standard verification flags. For tests, which check a signer against an
 * implementation other than its own.
 * @example
 * verifyBip322Simple('bcrt1q…', 'Hello World', 'AkcwRAIg…') // true
 * @param {string} address
 * @param {string} message
 * @param {string} signature
 * @returns {boolean}
 */
export function verifyBip322Simple(address, message, signature) {
  const network = address.startsWith('bcrt1') ? 'regtest' : address.startsWith('tb1') ? 'testnet' : 'main'
  const scriptPubKey = bcoin.Script.fromAddress(bcoin.Address.fromString(address, network))
  const tag = sha256(Buffer.from('BIP0322-signed-message'))
  const messageHash = sha256(Buffer.concat([tag, tag, Buffer.from(message, 'utf8')]))

  const toSpend = new bcoin.MTX({ version: 0, locktime: 0 })
  toSpend.addInput({
    prevout: { hash: Buffer.alloc(32).toString('hex'), index: 0xffffffff },
    script: new bcoin.Script().pushInt(0).pushData(messageHash).compile(),
    sequence: 0,
  })
  toSpend.addOutput({ script: scriptPubKey, value: 0 })

  const toSign = new bcoin.MTX({ version: 0, locktime: 0 })
  toSign.addTX(toSpend.toTX(), 0)
  toSign.inputs[0].sequence = 0
  toSign.inputs[0].witness = bcoin.Witness.fromRaw(Buffer.from(signature, 'base64'))
  toSign.addOutput({ script: new bcoin.Script().pushOp(bcoin.Script.opcodes.OP_RETURN).compile(), value: 0 })
  return toSign.verify()
}
