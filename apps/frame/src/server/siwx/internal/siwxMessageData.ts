import type { SiwxMessageData } from '@latch/shared-types'
import type { ParsedSiwxMessage } from './parseSiwxMessage'

/** The SiwxSession `data` of a parsed message, dates as ISO 8601. */
export function siwxMessageData(parsed: ParsedSiwxMessage): SiwxMessageData {
  const data: SiwxMessageData = {
    accountAddress: parsed.address,
    chainId: parsed.caipNetworkId,
    domain: parsed.domain,
    uri: parsed.uri,
    version: '1',
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt.toISOString(),
  }
  if (parsed.statement) data.statement = parsed.statement
  if (parsed.expirationTime) data.expirationTime = parsed.expirationTime.toISOString()
  if (parsed.notBefore) data.notBefore = parsed.notBefore.toISOString()
  if (parsed.requestId) data.requestId = parsed.requestId
  if (parsed.resources) data.resources = parsed.resources
  return data
}
