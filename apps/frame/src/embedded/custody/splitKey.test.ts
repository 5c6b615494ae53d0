import { combine } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'
import { splitKey } from './splitKey'

describe('splitKey', () => {
  it('splits 2-of-3: any two shares rebuild the key, one alone does not show it', async () => {
    const { privateKey } = createEmbeddedKey()
    const { deviceShare, authShare, recoveryShare } = await splitKey(privateKey)
    for (const share of [deviceShare, authShare, recoveryShare]) {
      expect(share).toHaveLength(33)
      expect(bytesToHex(share)).not.toContain(privateKey.slice(2, 18))
    }
    for (const pair of [
      [deviceShare, authShare],
      [authShare, deviceShare],
      [deviceShare, recoveryShare],
      [authShare, recoveryShare],
    ])
      expect(bytesToHex(await combine(pair))).toBe(privateKey)
  })

  it('gives new shares for the same key each time', async () => {
    const { privateKey } = createEmbeddedKey()
    const first = await splitKey(privateKey)
    const second = await splitKey(privateKey)
    expect(first.deviceShare).not.toEqual(second.deviceShare)
  })

  it('takes only a 32-byte hex key', async () => {
    await expect(splitKey('0x1234')).rejects.toThrow('0x and 64 hex characters')
    await expect(splitKey(`0x${'zz'.repeat(32)}`)).rejects.toThrow('0x and 64 hex characters')
  })
})
