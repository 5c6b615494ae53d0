import { mnemonicToSeedSync } from '@scure/bip39'
import { devMnemonic } from '../devAccounts.mjs'

/** @type {Uint8Array | undefined} */
let seed

/**
 * The dev mnemonic's BIP-39 seed, which every dev key of another chain than Ethereum is derived
 * from. It costs 2,048 rounds of PBKDF2, so it is made on first use, once: a page or process that
 * needs only the precomputed keys (internal/precomputedDevKeys.mjs) never pays for it.
 * @returns {Uint8Array}
 */
export function devSeed() {
  seed ??= mnemonicToSeedSync(devMnemonic)
  return seed
}
