import type { SolanaRead } from '@/networks/SolanaRead'
import { solanaPrograms } from '@/networks/solanaPrograms'

/** What a send needs to know of a token's mint: its program, and the size of a new account of it. */
export type SolanaMintFacts =
  | { ok: true; tokenProgram: string; accountSize: number }
  | { ok: false; error: string }

// A classic token account; a Token-2022 associated account adds its account type and the
// ImmutableOwner extension the associated token program gives it (1 + 4 bytes).
const classicAccountSize = 165
const token2022AccountSize = 170

// Token-2022 extensions that leave a plain TransferChecked moving exactly the amount, into an
// account of the size above: names, groups, close and delegate authorities.
const plainExtensions = new Set([
  'metadataPointer',
  'tokenMetadata',
  'mintCloseAuthority',
  'permanentDelegate',
  'groupPointer',
  'tokenGroup',
  'groupMemberPointer',
  'tokenGroupMember',
])

type MintAnswer = {
  value: {
    owner: string
    data: { parsed?: { type?: string; info?: { extensions?: { extension?: string }[] } } } | unknown[]
  } | null
}

/**
 * Reads a mint on the cluster (jsonParsed): which token program owns it, and whether a send can move
 * it as a plain TransferChecked does. A Token-2022 mint with an extension that changes a transfer (a
 * transfer fee, a transfer hook, tokens that cannot move, confidential amounts, accounts made
 * frozen, ...) is refused, naming it, rather than sent with an amount or accounts that would be wrong.
 *
 * @example
 * await readSolanaMint(read, usdlMint) // { ok: true, tokenProgram: 'Tokenkeg…', accountSize: 165 }
 */
export async function readSolanaMint(read: SolanaRead, mint: string): Promise<SolanaMintFacts> {
  const { value } = (await read('getAccountInfo', [
    mint,
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])) as MintAnswer
  if (value?.owner === solanaPrograms.token)
    return { ok: true, tokenProgram: value.owner, accountSize: classicAccountSize }
  const parsed = value && !Array.isArray(value.data) ? value.data.parsed : undefined
  if (value?.owner !== solanaPrograms.token2022 || parsed?.type !== 'mint')
    return { ok: false, error: 'This token is not a mint of a token program the network knows' }
  const unsupported = (parsed.info?.extensions ?? [])
    .map((entry) => String(entry.extension))
    .filter((name) => !plainExtensions.has(name))
  if (unsupported.length > 0)
    return {
      ok: false,
      error: `Send cannot move this token yet: its mint has ${unsupported.join(', ')}`,
    }
  return { ok: true, tokenProgram: value.owner, accountSize: token2022AccountSize }
}
