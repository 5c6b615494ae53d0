import { deriveEd25519Key } from '@latch/keys'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { devSeed } from '../internal/devSeed.mjs'
import { precomputedNearKeys } from '../internal/precomputedDevKeys.mjs'

/**
 * @typedef {object} NearDevKey
 * @property {string} accountId its implicit account: the public key in hex
 * @property {string} publicKey the public key as NEAR writes it, `ed25519:` and base58
 * @property {Uint8Array} privateKey the 32-byte ed25519 seed of the key
 * @property {string} path its derivation path
 */

/**
 * The key at m/44'/397'/<account>' of the dev mnemonic (NEAR wallets' HD path) and its implicit
 * account. No NEAR node runs here: the account signs, and holds nothing.
 * @param {number} account
 * @returns {NearDevKey}
 */
export function nearDevKey(account) {
  const path = `m/44'/397'/${account}'`
  const known = precomputedNearKeys.find(([index]) => index === account)
  const privateKey = known ? hex.decode(known[2]) : deriveEd25519Key(devSeed(), path).key
  const publicKey = known ? hex.decode(known[1]) : ed25519.getPublicKey(privateKey)
  return {
    accountId: hex.encode(publicKey),
    publicKey: `ed25519:${base58.encode(publicKey)}`,
    privateKey,
    path,
  }
}
