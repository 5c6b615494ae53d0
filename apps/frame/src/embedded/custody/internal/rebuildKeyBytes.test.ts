import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from '../createEmbeddedKey'
import { KeyShareError } from '../KeyShareError'
import { splitKey } from '../splitKey'
import { rebuildKeyBytes } from './rebuildKeyBytes'

// The key as hex, its bytes zeroed as every caller does.
async function combineShares(shares: readonly [Uint8Array, Uint8Array], expectedAddress?: `0x${string}`) {
  const { bytes, privateKey } = await rebuildKeyBytes(shares, expectedAddress)
  bytes.fill(0)
  return privateKey
}

describe('rebuildKeyBytes', () => {
  it('rebuilds the key from any two shares, checked against its address', async () => {
    const { privateKey, address } = createEmbeddedKey()
    const { deviceShare, authShare, recoveryShare } = await splitKey(privateKey)
    expect(await combineShares([deviceShare, authShare], address)).toBe(privateKey)
    expect(await combineShares([recoveryShare, authShare], address)).toBe(privateKey)
    expect(await combineShares([deviceShare, recoveryShare])).toBe(privateKey)
  })

  it("refuses shares of another account's key with a clear error", async () => {
    const mine = createEmbeddedKey()
    const other = createEmbeddedKey()
    const { deviceShare } = await splitKey(mine.privateKey)
    // A share of the other key at another x than the device share's (a share's last byte): each
    // split picks its x at random, and two shares at one x are refused as malformed before any key
    // is rebuilt.
    const theirs = Object.values(await splitKey(other.privateKey)).find(
      (share) => share.at(-1) !== deviceShare.at(-1),
    )
    if (!theirs) throw new Error('a split has three shares at three x')
    const attempt = combineShares([deviceShare, theirs], mine.address)
    await expect(attempt).rejects.toThrow(KeyShareError)
    await expect(attempt).rejects.toMatchObject({ problem: 'wrong-address' })
    await expect(attempt).rejects.toThrow(`rebuild another account than ${mine.address}`)
  })

  it('refuses malformed shares and one share twice', async () => {
    const { privateKey } = createEmbeddedKey()
    const { deviceShare, authShare } = await splitKey(privateKey)
    await expect(combineShares([deviceShare, deviceShare.slice()])).rejects.toMatchObject({
      problem: 'malformed',
      message: 'These are two copies of one key share, not two shares',
    })
    await expect(combineShares([deviceShare, authShare.subarray(1)])).rejects.toThrow(
      'A key share is 33 bytes',
    )
  })

  it('refuses shares that rebuild no valid key', async () => {
    // Two shares with the same y bytes describe a constant polynomial: the secret is those bytes,
    // here all zero, which is no secp256k1 key.
    const zero = (x: number) => Uint8Array.from([...new Uint8Array(32), x])
    await expect(combineShares([zero(1), zero(2)])).rejects.toMatchObject({
      problem: 'not-a-key',
      message: 'The key shares do not rebuild a valid key',
    })
  })
})
