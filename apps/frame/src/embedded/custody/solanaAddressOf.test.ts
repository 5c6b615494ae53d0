import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'
import { deriveSolanaKey } from './deriveSolanaKey'
import { KeyShareError } from './KeyShareError'
import { solanaAddressOf } from './solanaAddressOf'
import { splitKey } from './splitKey'

describe('solanaAddressOf', () => {
  it("answers the Solana address of the shares' key, from any two of them", async () => {
    const { privateKey, address } = createEmbeddedKey()
    const { deviceShare, authShare, recoveryShare } = await splitKey(privateKey)
    const expected = deriveSolanaKey(hexToBytes(privateKey)).address
    expect(await solanaAddressOf([deviceShare, authShare], address)).toBe(expected)
    expect(await solanaAddressOf([authShare, recoveryShare], address)).toBe(expected)
  })

  it("refuses shares of another account's key", async () => {
    const { deviceShare, authShare } = await splitKey(createEmbeddedKey().privateKey)
    await expect(solanaAddressOf([deviceShare, authShare], createEmbeddedKey().address)).rejects.toThrow(
      KeyShareError,
    )
  })
})
