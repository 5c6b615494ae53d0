import type { ConnectorRef } from '@/state/connectionReducer'

/** What reconnect needs of the last connector: which kind, and which host wallet (by rdns) if any. */
export type StoredConnector = { id: string; rdns: string; name: string; type: 'ANNOUNCED' | 'WALLET_CONNECT' }

// Only what reconnect reads: a wallet's icon can be a data URI far larger than the cookie tier or
// the host mirror takes, and it is announced again on every page load anyway.
export function storedConnectorOf(connector: ConnectorRef): StoredConnector {
  return {
    id: connector.id,
    rdns: connector.rdns ?? connector.id,
    name: connector.name,
    type: connector.type === 'WALLET_CONNECT' ? 'WALLET_CONNECT' : 'ANNOUNCED',
  }
}

export function parseStoredConnector(raw: string | null): StoredConnector | undefined {
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as Partial<StoredConnector>
    if (typeof value.rdns === 'string' && typeof value.name === 'string') {
      return {
        id: String(value.id ?? value.rdns),
        rdns: value.rdns,
        name: value.name,
        type: value.type === 'WALLET_CONNECT' ? 'WALLET_CONNECT' : 'ANNOUNCED',
      }
    }
  } catch {
    return undefined
  }
  return undefined
}
