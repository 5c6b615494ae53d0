import type { CaipNetworkId } from './CaipNetworkId'

/** The fields a sign-in message is made from. */
export interface SiwxMessageData {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** A completed sign-in (docs/behaviour.md#entities): the data, the message made from it and the wallet's signature. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
}
