import type { ChainNamespace } from './ChainNamespace'

/** The kinds of connector (docs/behaviour.md#entities). */
export const connectorTypes = [
  'INJECTED',
  'WALLET_CONNECT',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'EXTERNAL',
] as const

/** One connector kind. */
export type ConnectorType = (typeof connectorTypes)[number]

/** A way to connect a wallet on one chain namespace (docs/behaviour.md#entities). */
export interface Connector {
  id: string
  name: string
  chain: ChainNamespace
  type: ConnectorType
  imageUrl?: string | undefined
  imageId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
  /** The matching catalogue wallet, so its image and links can be reused. */
  explorerId?: string | undefined
  /** The per-namespace connectors a MULTI_CHAIN connector groups. */
  connectors?: readonly Connector[] | undefined
}
