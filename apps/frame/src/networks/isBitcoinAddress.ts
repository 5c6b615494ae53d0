import { bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from 'viem'
import type { Bip84Network } from './BitcoinNetwork'

// Each network's SegWit prefix, and the version bytes of its legacy pay-to-key-hash and
// pay-to-script-hash addresses (testnet and regtest share theirs).
const formats: Record<Bip84Network, { hrp: string; base58Versions: readonly number[] }> = {
  mainnet: { hrp: 'bc', base58Versions: [0x00, 0x05] },
  testnet: { hrp: 'tb', base58Versions: [0x6f, 0xc4] },
  regtest: { hrp: 'bcrt', base58Versions: [0x6f, 0xc4] },
}

const base58check = createBase58check((data) => sha256(data, 'bytes'))

function isSegwitAddress(text: string, hrp: string): boolean {
  // Bech32 is one case throughout; lower case is how addresses are shown.
  const lower = text.toLowerCase()
  if (lower !== text && text.toUpperCase() !== text) return false
  if (!lower.startsWith(`${hrp}1`)) return false
  // A string passes one checksum at most: which one it passed says the encoding it was made with.
  const asBech32 = bech32.decodeUnsafe(lower, 90)
  const decoded = asBech32 ?? bech32m.decodeUnsafe(lower, 90)
  if (!decoded) return false
  const [witnessVersion, ...words] = decoded.words
  if (witnessVersion === undefined || witnessVersion > 16) return false
  // Version 0 is checksummed with bech32, later ones with bech32m (BIP-350).
  if ((witnessVersion === 0) !== (asBech32 !== undefined)) return false
  const program = bech32.fromWordsUnsafe(words)
  if (!program || program.length < 2 || program.length > 40) return false
  return witnessVersion !== 0 || program.length === 20 || program.length === 32
}

function isBase58Address(text: string, versions: readonly number[]): boolean {
  try {
    const payload = base58check.decode(text)
    return payload.length === 21 && versions.includes(payload[0] ?? -1)
  } catch {
    return false
  }
}

/**
 * Whether `text` is a Bitcoin address (native SegWit or Taproot in bech32/bech32m, or a legacy
 * base58check one), with a valid checksum, of `network` or of any Bitcoin network when none is named.
 *
 * @example
 * isBitcoinAddress('bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv', 'regtest') // true
 * isBitcoinAddress('bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72', 'regtest') // false
 */
export function isBitcoinAddress(text: string, network?: Bip84Network): boolean {
  const candidates = network ? [formats[network]] : Object.values(formats)
  return candidates.some(
    ({ hrp, base58Versions }) => isSegwitAddress(text, hrp) || isBase58Address(text, base58Versions),
  )
}
