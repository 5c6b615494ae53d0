import { describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { resolveBitcoinRecipient } from './resolveBitcoinRecipient'

describe('resolveBitcoinRecipient', () => {
  it("takes an address of the account's network, as typed", () => {
    expect(
      resolveBitcoinRecipient(' bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqn ', localBitcoinNetwork),
    ).toEqual({
      ok: true,
      recipient: { address: 'bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqn' },
    })
  })

  it("says what is wrong with a name, another network's address or a mistyped one", () => {
    expect(resolveBitcoinRecipient('alice.latch.id', localBitcoinNetwork)).toEqual({
      ok: false,
      error: 'Enter a Bitcoin address: names are looked up for Ethereum accounts only',
    })
    for (const text of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqm',
    ])
      expect(resolveBitcoinRecipient(text, localBitcoinNetwork)).toEqual({
        ok: false,
        error: 'Enter an address of Latch Bitcoin Regtest',
      })
    expect(resolveBitcoinRecipient('  ', localBitcoinNetwork)).toEqual({
      ok: false,
      error: 'Enter a Bitcoin address',
    })
  })
})
