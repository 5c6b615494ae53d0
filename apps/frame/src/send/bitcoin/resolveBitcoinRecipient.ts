import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'
import { isBitcoinAddress } from '@/networks/isBitcoinAddress'
import type { RecipientResolution } from '../resolveRecipient'

/**
 * Checks what was typed as the recipient of a Bitcoin send: an address of the account's network
 * (native SegWit, Taproot or legacy, its checksum checked), kept as typed. Names are not looked up
 * on Bitcoin.
 *
 * @example
 * resolveBitcoinRecipient('bcrt1qkf7j3rkd7qd4j0kf23g6x0mmczaykvtwywskqn', localBitcoinNetwork) // { ok: true, recipient: { address: 'bcrt1q…' } }
 * resolveBitcoinRecipient('bc1q…', localBitcoinNetwork) // { ok: false, error: 'Enter an address of Latch Bitcoin Regtest' }
 */
export function resolveBitcoinRecipient(input: string, network: BitcoinNetwork): RecipientResolution {
  const text = input.trim()
  if (text === '') return { ok: false, error: 'Enter a Bitcoin address' }
  if (text.includes('.'))
    return { ok: false, error: 'Enter a Bitcoin address: names are looked up for Ethereum accounts only' }
  if (!isBitcoinAddress(text, network.bip84))
    return { ok: false, error: `Enter an address of ${network.name}` }
  return { ok: true, recipient: { address: text } }
}
