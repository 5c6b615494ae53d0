import type { ConnectorRef } from '@/state/connectionReducer'

/** The connector types reconnect knows how to bring back. */
const storedTypes = ['ANNOUNCED', 'WALLET_CONNECT', 'AUTH'] as const
type StoredType = (typeof storedTypes)[number]

/** What reconnect needs of the last connector: which kind, and which host wallet (by rdns) if any. */
export type StoredConnector = { id: string; rdns: string; name: string; type: StoredType }

const storedTypeOf = (type: unknown): StoredType =>
  storedTypes.includes(type as StoredType) ? (type as StoredType) : 'ANNOUNCED'

// Only what reconnect reads: a wallet's icon can be a data URI far larger than the cookie tier or
// the host mirror takes, and it is announced again on every page load anyway.
export function storedConnectorOf(connector: ConnectorRef): StoredConnector {
  return {
    id: connector.id,
    rdns: connector.rdns ?? connector.id,
    name: connector.name,
    type: storedTypeOf(connector.type),
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
        type: storedTypeOf(value.type),
      }
    }
  } catch {
    return undefined
  }
  return undefined
}
