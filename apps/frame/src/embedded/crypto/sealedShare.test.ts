import { describe, expect, it } from 'vitest'
import { fromBase64Url, importShareKey, openShare, SealedShare, sealShare, toBase64Url } from './sealedShare'

const rawKey = (fill: number) => new Uint8Array(32).fill(fill)

describe('sealedShare', () => {
  it('opens what it sealed, with a fresh IV each time', async () => {
    const key = await importShareKey(rawKey(7))
    const share = Uint8Array.from({ length: 33 }, (_, index) => index)
    const first = await sealShare(key, share)
    const second = await sealShare(key, share)
    expect(SealedShare.parse(first)).toEqual(first)
    expect(first.iv).not.toBe(second.iv)
    expect(first.ciphertext).not.toBe(second.ciphertext)
    expect(await openShare(key, first)).toEqual(share)
  })

  it('refuses a wrong key and a changed ciphertext', async () => {
    const sealed = await sealShare(await importShareKey(rawKey(1)), new Uint8Array([1, 2, 3]))
    await expect(openShare(await importShareKey(rawKey(2)), sealed)).rejects.toThrow()
    const bytes = fromBase64Url(sealed.ciphertext)
    bytes[0] = (bytes[0] ?? 0) ^ 1
    const tampered = { ...sealed, ciphertext: toBase64Url(bytes) }
    await expect(openShare(await importShareKey(rawKey(1)), tampered)).rejects.toThrow()
  })

  it('round-trips base64url and refuses other alphabets', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    const text = toBase64Url(bytes)
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(fromBase64Url(text)).toEqual(bytes)
    expect(() => fromBase64Url('ab+/')).toThrow('Not base64url')
  })

  it('takes only 32-byte keys', () => {
    expect(() => importShareKey(new Uint8Array(16))).toThrow('32 bytes')
  })
})
