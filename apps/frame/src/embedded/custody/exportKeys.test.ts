import { encodeWif } from '@latch/keys'
import { base58 } from '@scure/base'
import { createKeyPairSignerFromBytes } from '@solana/kit'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'
import { deriveBitcoinKey } from './deriveBitcoinKey'
import { deriveNearKey } from './deriveNearKey'
import { deriveSolanaKey } from './deriveSolanaKey'
import { exportKeys } from './exportKeys'
import { KeyShareError } from './KeyShareError'
import { splitKey } from './splitKey'

describe('exportKeys', () => {
  it('answers the Ethereum key and the Solana, NEAR and Bitcoin keys derived from it, from any two shares', async () => {
    const { privateKey, address } = createEmbeddedKey()
    const { deviceShare, authShare, recoveryShare } = await splitKey(privateKey)
    const keys = await exportKeys([deviceShare, authShare], address)
    const solana = deriveSolanaKey(hexToBytes(privateKey))
    const near = deriveNearKey(hexToBytes(privateKey))
    const bitcoin = deriveBitcoinKey(hexToBytes(privateKey))
    expect(keys).toEqual({
      ethereum: privateKey,
      solana: { address: solana.address, secretKey: base58.encode(solana.secretKey) },
      near: { accountId: near.accountId, secretKey: `ed25519:${base58.encode(near.secretKey)}` },
      bitcoin: { address: bitcoin.address, wif: encodeWif(bitcoin.privateKey, 'mainnet') },
    })
    expect(keys.bitcoin.wif).toMatch(/^[KL][1-9A-HJ-NP-Za-km-z]{51}$/)
    // NEAR's secret key ends in the public key its implicit account id spells.
    expect(Buffer.from(base58.decode(keys.near.secretKey.slice(8)).slice(32)).toString('hex')).toBe(
      keys.near.accountId,
    )
    expect((await createKeyPairSignerFromBytes(base58.decode(keys.solana.secretKey))).address).toBe(
      keys.solana.address,
    )
    expect(await exportKeys([recoveryShare, deviceShare], address)).toEqual(keys)
    // The shares are the caller's, and stay as they were.
    expect(await exportKeys([deviceShare, authShare], address)).toEqual(keys)
  })

  it("refuses shares of another account's key", async () => {
    const mine = createEmbeddedKey()
    const { deviceShare, authShare } = await splitKey(createEmbeddedKey().privateKey)
    await expect(exportKeys([deviceShare, authShare], mine.address)).rejects.toThrow(KeyShareError)
  })
})
