import type { Hex } from 'viem'

/**
 * The permissions context (pci) of a grant: `0x` and its permission ids, lower-case.
 *
 * @example
 * permissionsContextOf([id1, id2]) // `0x${id1 without 0x}${id2 without 0x}`
 */
export function permissionsContextOf(ids: readonly Hex[]): Hex {
  return `0x${ids.map((id) => id.slice(2).toLowerCase()).join('')}`
}

/**
 * The permission ids of a permissions context (its schema has checked its form).
 *
 * @example
 * permissionIdsOf(permissionsContextOf([id1, id2])) // [id1, id2]
 */
export function permissionIdsOf(pci: string): Hex[] {
  return (pci.slice(2).toLowerCase().match(/.{64}/g) ?? []).map((id) => `0x${id}` as Hex)
}
