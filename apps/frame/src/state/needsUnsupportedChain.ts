/**
 * Whether the UnsupportedChain view must open (docs/behaviour.md#views-and-the-stack). An empty request list puts no limit on
 * the networks, and with no active network there is nothing to object to.
 */
export function needsUnsupportedChain(options: {
  activeCaipNetworkId?: string | undefined
  requestedCaipNetworkIds: readonly string[]
  allowUnsupportedChain: boolean
}): boolean {
  const { activeCaipNetworkId, requestedCaipNetworkIds, allowUnsupportedChain } = options
  if (allowUnsupportedChain || activeCaipNetworkId === undefined) return false
  if (requestedCaipNetworkIds.length === 0) return false
  return !requestedCaipNetworkIds.includes(activeCaipNetworkId)
}
