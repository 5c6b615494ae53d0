import { isAddress } from 'viem'

/**
 * Where the explorer's search box sends a query: the address page for an address, the transaction
 * page for a transaction hash, nothing for anything else.
 *
 * @example
 * explorerSearchTarget(' 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 ') // { kind: 'address', id: '0xf39f…2266' }
 */
export function explorerSearchTarget(query: string): { kind: 'address' | 'tx'; id: string } | undefined {
  const id = query.trim()
  if (/^0x[0-9a-fA-F]{64}$/.test(id)) return { kind: 'tx', id }
  if (isAddress(id, { strict: false })) return { kind: 'address', id }
  return undefined
}
