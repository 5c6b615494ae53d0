import { BaseError, type BaseErrorOptions } from '@latch/protocol/errors'
import { type Address, getAddress, type Hex, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'

/** A sign-in the host backend may trust: who signed in, on which chain, for which site, and until when. */
export type VerifiedSiwxSession = {
  /** Checksummed. */
  address: Address
  chainId: number
  /** CAIP-10: `eip155:<chainId>:<address>`. */
  caipAddress: `eip155:${number}:${Address}`
  /** host[:port] the message was signed for. */
  domain: string
  /** ISO 8601. */
  issuedAt: string
  expirationTime?: string
}

export type VerifySiwxSessionOptions = {
  /** The session as the frame made it (SiwxSession); only its message and signature are read. */
  session: { message: string; signature: string }
  /** The Latch project the host page embeds. */
  projectId: string
  /** The host page's origin, as on the project's allow-list: `https://shop.example`. */
  origin: string
  /** Where the Latch frame server runs. */
  latchUrl?: string
  /** For tests, or a runtime without a global fetch. */
  fetch?: typeof fetch
  /** The clock the time bounds are checked against. */
  now?: Date
}

/**
 * A sign-in session that did not verify; `details` says why (`expired`, `revoked`, `domain does not
 * match the origin`, `signature does not match the address`, what Latch answered, ...).
 *
 * @example
 * try { await verifySiwxSession(options) } catch (error) {
 *   if (error instanceof SiwxVerificationError) response.status(401).send(error.details)
 * }
 */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError' as const
  constructor(options?: BaseErrorOptions) {
    super('Invalid sign-in session', options)
  }
}

const refuse = (details: string, cause?: unknown) =>
  new SiwxVerificationError(cause === undefined ? { details } : { details, cause })

/**
 * Verifies, on a host backend, a session a visitor signed in the Latch modal and sent to it (message
 * and signature act as the visitor's credential). Checks locally that the EIP-4361 message names
 * `origin` (domain and uri) and is within its time bounds, and the signature for an externally owned
 * account; then asks Latch (`POST {latchUrl}/api/siwx/verify`, `Origin: origin`) that this very
 * session was recorded for its single-use nonce and is not revoked. A smart account's signature,
 * which only its chain can check, is vouched for by that answer: Latch verified it (ERC-1271/6492)
 * before recording the session. Resolves to the signed-in account, or rejects with
 * SiwxVerificationError.
 *
 * @example
 * import { verifySiwxSession } from '@latch/sdk/server'
 *
 * const { address, chainId } = await verifySiwxSession({
 *   session: JSON.parse(request.body), // { message, signature } from latch's SiwxSession
 *   projectId: 'latch-dev',
 *   origin: 'http://localhost:5173',
 * })
 */
export async function verifySiwxSession(options: VerifySiwxSessionOptions): Promise<VerifiedSiwxSession> {
  const { session, projectId, origin, latchUrl = 'http://127.0.0.1:3000' } = options
  const now = options.now ?? new Date()
  const page = pageOf(origin)

  const fields = parseSiweMessage(session.message)
  const { address, chainId, domain, uri, nonce, issuedAt, expirationTime, notBefore } = fields
  const dates = [issuedAt, expirationTime, notBefore]
  if (
    !address ||
    chainId === undefined ||
    !domain ||
    !uri ||
    !nonce ||
    !issuedAt ||
    fields.version !== '1' ||
    dates.some((date) => date !== undefined && Number.isNaN(date.getTime()))
  )
    throw refuse('not an EIP-4361 message')
  if (domain !== page.host) throw refuse('domain does not match the origin')
  if (fields.scheme !== undefined && `${fields.scheme}:` !== page.protocol)
    throw refuse('scheme does not match the origin')
  if (originOf(uri) !== page.origin) throw refuse('uri does not match the origin')
  if (expirationTime && now >= expirationTime) throw refuse('expired')
  if (notBefore && now < notBefore) throw refuse('not yet valid')
  if (!/^0x[0-9a-fA-F]+$/.test(session.signature)) throw refuse('signature is not hex')

  // A smart account's signature makes recovery fail or name another signer: Latch's answer settles it.
  const signedByKey = await verifyMessage({
    address,
    message: session.message,
    signature: session.signature as Hex,
  }).catch(() => false)

  const answer = await askLatch(options, latchUrl, page.origin, projectId)
  if (!answer.valid) throw refuse(signedByKey ? answer.reason : describeUnsigned(answer.reason))
  if (getAddress(answer.address) !== getAddress(address) || answer.chainId !== chainId)
    throw refuse('Latch recorded another account for this session')

  const checksummed = getAddress(address)
  return {
    address: checksummed,
    chainId,
    caipAddress: `eip155:${chainId}:${checksummed}`,
    domain,
    issuedAt: issuedAt.toISOString(),
    ...(expirationTime ? { expirationTime: expirationTime.toISOString() } : {}),
  }
}

type LatchAnswer = { valid: true; address: string; chainId: number } | { valid: false; reason: string }

async function askLatch(
  options: VerifySiwxSessionOptions,
  latchUrl: string,
  origin: string,
  projectId: string,
): Promise<LatchAnswer> {
  const fetchLatch = options.fetch ?? fetch
  let response: Response
  try {
    response = await fetchLatch(new URL('/api/siwx/verify', latchUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        projectId,
        message: options.session.message,
        signature: options.session.signature,
      }),
    })
  } catch (cause) {
    throw refuse(`Latch at ${latchUrl} could not be reached`, cause)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const { error, reason } = (body ?? {}) as { error?: unknown; reason?: unknown }
    const text = [error, reason].filter((part) => typeof part === 'string').join(': ')
    throw refuse(`Latch answered ${response.status}${text ? ` (${text})` : ''}`)
  }
  if (isLatchAnswer(body)) return body
  throw refuse('Latch gave an answer this SDK does not understand')
}

function isLatchAnswer(body: unknown): body is LatchAnswer {
  if (typeof body !== 'object' || body === null) return false
  const answer = body as Record<string, unknown>
  if (answer.valid === false) return typeof answer.reason === 'string'
  return answer.valid === true && typeof answer.address === 'string' && typeof answer.chainId === 'number'
}

// Without a valid key signature, a session Latch does not know was most likely never signed by its
// address: say so rather than only 'unknown session'.
function describeUnsigned(reason: string): string {
  return reason === 'unknown session' ? 'signature does not match the address' : reason
}

function pageOf(origin: string): URL {
  const page = URL.canParse(origin) ? new URL(origin) : undefined
  if (!page || page.origin !== origin || !/^https?:$/.test(page.protocol))
    throw new TypeError(`origin must be an http(s) origin such as https://shop.example, not '${origin}'`)
  return page
}

function originOf(uri: string): string | undefined {
  return URL.canParse(uri) ? new URL(uri).origin : undefined
}
