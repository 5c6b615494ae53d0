import { deriveEd25519Key } from '@latch/keys'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { devSeed } from '../internal/devSeed.mjs'
import { precomputedSolanaKeys } from '../internal/precomputedDevKeys.mjs'

/**
 * @typedef {object} SolanaDevKey
 * @property {string} address the base58 public key
 * @property {Uint8Array} privateKey the 32-byte ed25519 seed of the key
 * @property {string} path its derivation path
 */

/**
 * The key at m/44'/501'/<account>'/0' of the dev mnemonic: the path Solana wallets (Phantom,
 * Solflare, the Solana CLI's `prompt://?key=<account>/0`) import a mnemonic's accounts from.
 * @param {number} account
 * @returns {SolanaDevKey}
 */
export function solanaDevKey(account) {
  const path = `m/44'/501'/${account}'/0'`
  const known = precomputedSolanaKeys.find(([index]) => index === account)
  if (known) return { address: known[1], privateKey: hex.decode(known[2]), path }
  const { key } = deriveEd25519Key(devSeed(), path)
  return { address: base58.encode(ed25519.getPublicKey(key)), privateKey: key, path }
}

/** SOL each dev keypair holds when the local cluster starts. */
export const solanaDevBalanceSol = 1_000

/**
 * The dev mnemonic's first ten Solana keypairs, funded with SOL and USDL on the local cluster. Their
 * keys are public: use them only there.
 * @type {readonly SolanaDevKey[]}
 */
export const solanaDevKeys = Object.freeze(Array.from({ length: 10 }, (_, account) => solanaDevKey(account)))
