import { deriveBip84Key, deriveEd25519Key } from '@latch/keys'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { expect, it } from 'vitest'
import { bitcoinDevKey } from '../bitcoin/bitcoinDevKeys.mjs'
import { devMnemonic } from '../devAccounts.mjs'
import { nearDevKey } from '../near/nearDevKeys.mjs'
import { solanaDevKey } from '../solana/solanaDevKeys.mjs'
import { precomputedBitcoinKeys, precomputedNearKeys, precomputedSolanaKeys } from './precomputedDevKeys.mjs'

// Derived here from the mnemonic, not through devSeed, so that the table is checked against the
// derivation itself.
const seed = mnemonicToSeedSync(devMnemonic)

it('holds the Solana keys the dev mnemonic derives, and solanaDevKey answers them as it derives any other', () => {
  expect(precomputedSolanaKeys.map(([index]) => index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 999])
  for (const index of [...precomputedSolanaKeys.map(([at]) => at), 10, 998]) {
    const path = `m/44'/501'/${index}'/0'`
    const { key } = deriveEd25519Key(seed, path)
    expect(solanaDevKey(index)).toEqual({
      address: base58.encode(ed25519.getPublicKey(key)),
      privateKey: key,
      path,
    })
  }
})

it('holds the Bitcoin keys the dev mnemonic derives, and bitcoinDevKey answers them as it derives any other', () => {
  expect(precomputedBitcoinKeys.map(([index]) => index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1000])
  for (const index of [...precomputedBitcoinKeys.map(([at]) => at), 10, 999]) {
    const { address, privateKey, path } = deriveBip84Key(seed, 'regtest', { index })
    expect(bitcoinDevKey(index)).toEqual({ address, privateKey, path })
  }
})

it('holds the NEAR keys the dev mnemonic derives, and nearDevKey answers them as it derives any other', () => {
  expect(precomputedNearKeys.map(([index]) => index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  for (const index of [...precomputedNearKeys.map(([at]) => at), 10]) {
    const path = `m/44'/397'/${index}'`
    const { key } = deriveEd25519Key(seed, path)
    const publicKey = ed25519.getPublicKey(key)
    expect(nearDevKey(index)).toEqual({
      accountId: hex.encode(publicKey),
      publicKey: `ed25519:${base58.encode(publicKey)}`,
      privateKey: key,
      path,
    })
  }
})

it('gives each caller its own copy of a private key', () => {
  solanaDevKey(0).privateKey.fill(0)
  expect(solanaDevKey(0).privateKey.some((byte) => byte !== 0)).toBe(true)
})
