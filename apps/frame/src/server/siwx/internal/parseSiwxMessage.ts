import { parseLatchSignIn, type SignInNamespace } from '@latch/protocol/signInMessage'
import type { Address } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'

/** The fields every Latch sign-in has, whichever namespace's text carries them. */
type SignInFields = {
  domain: string
  uri: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  statement?: string
  requestId?: string
  resources?: string[]
}

/**
 * A sign-in message Latch accepts (docs/namespaces.md#sign-in-with-solana): an EIP-4361 message of an
 * eip155 account, or CAIP-122's template in Solana's, Bitcoin's or NEAR's words for an account of
 * theirs; `caipNetworkId` is CAIP-2.
 */
export type ParsedSiwxMessage =
  | (SignInFields & {
      namespace: 'eip155'
      address: Address
      chainId: number
      caipNetworkId: `eip155:${number}`
      scheme?: string
    })
  | {
      [N in SignInNamespace]: SignInFields & {
        namespace: N
        address: string
        caipNetworkId: `${N}:${string}`
      }
    }[SignInNamespace]

/**
 * The fields of `text` when it is a sign-in message exactly as Latch writes one (viem's EIP-4361
 * writer, or createSignInMessage('solana')), else undefined. Requiring the canonical form means the stored
 * text says nothing the fields don't: no extra lines a wallet would show but the checks would not
 * read, no second date format.
 *
 * @example
 * parseSiwxMessage(createSiweMessage({ ... }))?.nonce
 */
export function parseSiwxMessage(text: string): ParsedSiwxMessage | undefined {
  return (
    parseEthereum(text) ??
    parseCaip122('solana', text) ??
    parseCaip122('bip122', text) ??
    parseCaip122('near', text)
  )
}

function parseEthereum(text: string): ParsedSiwxMessage | undefined {
  const fields = parseSiweMessage(text)
  const { address, chainId, domain, uri, nonce, issuedAt, version } = fields
  if (!address || chainId === undefined || !domain || !uri || !nonce || !issuedAt || version !== '1')
    return undefined
  const dates = [issuedAt, fields.expirationTime, fields.notBefore]
  if (dates.some((date) => date !== undefined && Number.isNaN(date.getTime()))) return undefined
  const common = { domain, uri, nonce, issuedAt }
  const parsed: ParsedSiwxMessage = {
    namespace: 'eip155',
    address,
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    ...common,
  }
  if (fields.expirationTime) parsed.expirationTime = fields.expirationTime
  if (fields.notBefore) parsed.notBefore = fields.notBefore
  if (fields.scheme) parsed.scheme = fields.scheme
  if (fields.statement) parsed.statement = fields.statement
  if (fields.requestId) parsed.requestId = fields.requestId
  if (fields.resources) parsed.resources = fields.resources
  try {
    const { namespace: _, caipNetworkId: __, ...siwe } = parsed
    return createSiweMessage({ ...siwe, version: '1' }) === text ? parsed : undefined
  } catch {
    return undefined
  }
}

function parseCaip122(namespace: SignInNamespace, text: string): ParsedSiwxMessage | undefined {
  const fields = parseLatchSignIn(namespace, text)
  if (!fields) return undefined
  const { uri, chainId, nonce, issuedAt } = fields
  // One namespace's fields, as the union cannot tell from a namespace variable.
  const parsed = {
    namespace,
    address: fields.address,
    caipNetworkId: `${namespace}:${chainId}`,
    domain: fields.domain,
    uri,
    nonce,
    issuedAt: new Date(issuedAt),
  } as Extract<ParsedSiwxMessage, { namespace: SignInNamespace }>
  if (fields.expirationTime) parsed.expirationTime = new Date(fields.expirationTime)
  if (fields.notBefore) parsed.notBefore = new Date(fields.notBefore)
  if (fields.statement) parsed.statement = fields.statement
  if (fields.requestId) parsed.requestId = fields.requestId
  if (fields.resources) parsed.resources = [...fields.resources]
  return parsed
}
