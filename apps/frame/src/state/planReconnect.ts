/**
 * The order in which to try connectors on reconnect (docs/behaviour.md#states-and-transitions): the last used one first, even if
 * it no longer reports itself authorized, then every other authorized one, each once.
 */
export function planReconnect(options: {
  lastConnectorId?: string | undefined
  authorizedConnectorIds: readonly string[]
}): string[] {
  const { lastConnectorId, authorizedConnectorIds } = options
  const ordered = lastConnectorId ? [lastConnectorId, ...authorizedConnectorIds] : authorizedConnectorIds
  return [...new Set(ordered)]
}
