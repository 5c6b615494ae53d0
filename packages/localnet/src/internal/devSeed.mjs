import { mnemonicToSeedSync } from '@scure/bip39'
import { devMnemonic } from '../devAccounts.mjs'

/**
 * The dev mnemonic's BIP-39 seed, which every dev key of another chain than Ethereum is derived
 * from. It costs 2,048 rounds of PBKDF2, so it is made once, for every key of every chain.
 */
export const devSeed = mnemonicToSeedSync(devMnemonic)
