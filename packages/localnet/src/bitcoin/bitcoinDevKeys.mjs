import { deriveBip84Key } from '@latch/keys'
import { hex } from '@scure/base'
import { devSeed } from '../internal/devSeed.mjs'
import { precomputedBitcoinKeys } from '../internal/precomputedDevKeys.mjs'

/**
 * @typedef {object} BitcoinDevKey
 * @property {string} address its native SegWit address on regtest (bcrt1q…)
 * @property {Uint8Array} privateKey the 32-byte secp256k1 key
 * @property {string} path its derivation path
 */

/**
 * The key at m/84'/1'/0'/0/<index> of the dev mnemonic: BIP-84's receive path on test networks,
 * the one Bitcoin wallets (Sparrow, Electrum, Bitcoin Core's descriptors) import a mnemonic's native
 * SegWit accounts from on regtest.
 * @param {number} index
 * @returns {BitcoinDevKey}
 */
export function bitcoinDevKey(index) {
  const known = precomputedBitcoinKeys.find(([at]) => at === index)
  if (known) return { address: known[1], privateKey: hex.decode(known[2]), path: `m/84'/1'/0'/0/${index}` }
  const { address, privateKey, path } = deriveBip84Key(devSeed(), 'regtest', { index })
  return { address, privateKey, path }
}

/** BTC each dev key holds when the regtest node starts: one mature coinbase of the first blocks. */
export const bitcoinDevBalanceBtc = 50

/**
 * The dev mnemonic's first ten native SegWit keys, funded on the regtest node. Their keys are
 * public: use them only there.
 * @type {readonly BitcoinDevKey[]}
 */
export const bitcoinDevKeys = Object.freeze(Array.from({ length: 10 }, (_, index) => bitcoinDevKey(index)))

/**
 * The key every other block's coinbase pays: the faucet that funds the accounts tests make, so
 * that the dev keys' balances stay as the node started them.
 * @type {BitcoinDevKey}
 */
export const bitcoinMinerKey = bitcoinDevKey(1000)
