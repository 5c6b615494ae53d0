/**
 * The list with the items `isFirst` picks moved to its front, the rest in their order: the frame
 * reads a namespace's account on the first network of its list, so making one the default is this.
 *
 * @example
 * withFirst([devnetA, devnetB], (network) => network.id === 31338) // [devnetB, devnetA]
 */
export function withFirst<T>(list: readonly T[], isFirst: (item: T) => boolean): T[] {
  return [...list].sort((a, b) => Number(isFirst(b)) - Number(isFirst(a)))
}
