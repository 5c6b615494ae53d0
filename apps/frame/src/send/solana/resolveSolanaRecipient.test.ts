import { describe, expect, it } from 'vitest'
import { resolveSolanaRecipient } from './resolveSolanaRecipient'

const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('resolveSolanaRecipient', () => {
  it('takes a base58 address of 32 bytes as typed, trimmed', () => {
    expect(resolveSolanaRecipient(` ${address} `)).toEqual({ ok: true, recipient: { address } })
  })

  it('refuses nothing typed, a name, an EVM address and text that is not 32 bytes of base58, in words', () => {
    expect(resolveSolanaRecipient('  ')).toEqual({ ok: false, error: 'Enter a Solana address' })
    expect(resolveSolanaRecipient('alice.latch.id')).toEqual({
      ok: false,
      error: 'Enter a Solana address: names are looked up for Ethereum accounts only',
    })
    for (const text of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', address.slice(0, -3), `${address}0`])
      expect(resolveSolanaRecipient(text)).toEqual({
        ok: false,
        error: 'Enter a Solana address: 32 to 44 base58 characters',
      })
  })
})
