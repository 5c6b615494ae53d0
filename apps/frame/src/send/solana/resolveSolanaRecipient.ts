import { isAddress } from '@solana/kit'
import type { RecipientResolution } from '../resolveRecipient'

/**
 * Checks what was typed as the recipient of a Solana send: a base58 address of 32 bytes, kept as
 * typed (base58 has no case to fix, so a mistyped address does not decode to 32 bytes or is
 * another account: the preview shows it whole). Names are not looked up on Solana.
 *
 * @example
 * resolveSolanaRecipient('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // { ok: true, recipient: { address: '7S3P…' } }
 * resolveSolanaRecipient('alice.latch.id') // { ok: false, error: 'Enter a Solana address: …' }
 */
export function resolveSolanaRecipient(input: string): RecipientResolution {
  const text = input.trim()
  if (text === '') return { ok: false, error: 'Enter a Solana address' }
  if (text.includes('.'))
    return { ok: false, error: 'Enter a Solana address: names are looked up for Ethereum accounts only' }
  if (!isAddress(text)) return { ok: false, error: 'Enter a Solana address: 32 to 44 base58 characters' }
  return { ok: true, recipient: { address: text } }
}
