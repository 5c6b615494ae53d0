import type { Address } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'

/** An EIP-4361 message with the fields every Latch sign-in has. */
export type ParsedSiwxMessage = {
  address: Address
  chainId: number
  domain: string
  uri: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  scheme?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/**
 * The fields of `text` when it is an EIP-4361 message exactly as viem writes one from them, else
 * undefined. Requiring the canonical form means the stored text says nothing the fields don't: no
 * extra lines a wallet would show but the checks would not read, no second date format.
 *
 * @example
 * parseSiwxMessage(createSiweMessage({ ... }))?.nonce
 */
export function parseSiwxMessage(text: string): ParsedSiwxMessage | undefined {
  const fields = parseSiweMessage(text)
  const { address, chainId, domain, uri, nonce, issuedAt, version } = fields
  if (!address || chainId === undefined || !domain || !uri || !nonce || !issuedAt || version !== '1')
    return undefined
  const dates = [issuedAt, fields.expirationTime, fields.notBefore]
  if (dates.some((date) => date !== undefined && Number.isNaN(date.getTime()))) return undefined
  const parsed: ParsedSiwxMessage = { address, chainId, domain, uri, nonce, issuedAt }
  if (fields.expirationTime) parsed.expirationTime = fields.expirationTime
  if (fields.notBefore) parsed.notBefore = fields.notBefore
  if (fields.scheme) parsed.scheme = fields.scheme
  if (fields.statement) parsed.statement = fields.statement
  if (fields.requestId) parsed.requestId = fields.requestId
  if (fields.resources) parsed.resources = fields.resources
  try {
    return createSiweMessage({ ...parsed, version: '1' }) === text ? parsed : undefined
  } catch {
    return undefined
  }
}
