import { isAddress as isSolanaAddress } from '@solana/kit'
import { isAddress } from 'viem'

/**
 * Where the explorer's search box sends a query: the address page for an address, the transaction
 * page for a transaction hash (a Solana cluster's: a base58 address or signature), nothing for
 * anything else.
 *
 * @example
 * explorerSearchTarget(' 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 ') // { kind: 'address', id: '0xf39f…2266' }
 * explorerSearchTarget('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', 'solana') // { kind: 'address', … }
 */
export function explorerSearchTarget(
  query: string,
  namespace: 'eip155' | 'solana' = 'eip155',
): { kind: 'address' | 'tx'; id: string } | undefined {
  const id = query.trim()
  if (namespace === 'solana') {
    if (isSolanaAddress(id)) return { kind: 'address', id }
    if (/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(id)) return { kind: 'tx', id }
    return undefined
  }
  if (/^0x[0-9a-fA-F]{64}$/.test(id)) return { kind: 'tx', id }
  if (isAddress(id, { strict: false })) return { kind: 'address', id }
  return undefined
}
