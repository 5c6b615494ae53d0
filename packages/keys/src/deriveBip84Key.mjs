import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, createBase58check } from '@scure/base'
import { HDKey } from '@scure/bip32'

/** BIP-84's networks: each one's coin type in the path, and its addresses' bech32 prefix. */
export const bip84Networks = {
  mainnet: { coinType: 0, hrp: 'bc' },
  testnet: { coinType: 1, hrp: 'tb' },
  regtest: { coinType: 1, hrp: 'bcrt' },
}

/**
 * BIP-84's native SegWit key: BIP-32's secp256k1 derivation at
 * m/84'/<coin type>'/<account>'/<change>/<index> below `seed`, and its P2WPKH address (witness
 * version 0, bech32, of the compressed public key's HASH160).
 *
 * @param {Uint8Array} seed a BIP-39 seed (or any 16 to 64 bytes)
 * @param {keyof typeof bip84Networks} network
 * @param {{ account?: number, change?: number, index?: number }} [at] the first receive address by default
 * @returns {{ path: string, address: string, publicKey: Uint8Array, privateKey: Uint8Array }} the caller zeroes privateKey
 */
export function deriveBip84Key(seed, network, { account = 0, change = 0, index = 0 } = {}) {
  const params = Object.hasOwn(bip84Networks, network) ? bip84Networks[network] : undefined
  if (!params) throw new Error(`${network}: BIP-84 networks are ${Object.keys(bip84Networks).join(', ')}`)
  const path = `m/84'/${params.coinType}'/${account}'/${change}/${index}`
  const root = HDKey.fromMasterSeed(seed)
  const node = root.derive(path)
  root.wipePrivateData()
  const { publicKey, privateKey } = node
  if (!publicKey || !privateKey) throw new Error(`${path}: no key derived`)
  const key = privateKey.slice()
  node.wipePrivateData()
  return { path, address: bip84Address(publicKey, network), publicKey, privateKey: key }
}

/**
 * The P2WPKH address of a compressed public key on a BIP-84 network: witness version 0, bech32, of
 * the key's HASH160. Testnet and regtest share their keys (coin type 1) and differ in this prefix
 * alone, so one key serves both.
 *
 * @param {Uint8Array} publicKey 33 bytes, compressed
 * @param {keyof typeof bip84Networks} network
 * @returns {string}
 */
export function bip84Address(publicKey, network) {
  const params = Object.hasOwn(bip84Networks, network) ? bip84Networks[network] : undefined
  if (!params) throw new Error(`${network}: BIP-84 networks are ${Object.keys(bip84Networks).join(', ')}`)
  if (publicKey.length !== 33) throw new Error('A compressed public key is 33 bytes')
  return bech32.encode(params.hrp, [0, ...bech32.toWords(ripemd160(sha256(publicKey)))])
}

/**
 * A private key in Bitcoin's wallet import format, compressed: what Bitcoin wallets import a single
 * key as (Electrum, Sparrow and Bitcoin Core with the native SegWit script type).
 *
 * @param {Uint8Array} privateKey 32 bytes
 * @param {keyof typeof bip84Networks} network mainnet keys start with K or L, the others with c
 * @returns {string}
 */
export function encodeWif(privateKey, network) {
  if (privateKey.length !== 32) throw new Error('A private key is 32 bytes')
  const payload = new Uint8Array(34)
  payload[0] = network === 'mainnet' ? 0x80 : 0xef
  payload.set(privateKey, 1)
  payload[33] = 0x01
  const text = createBase58check(sha256).encode(payload)
  payload.fill(0)
  return text
}
