import { base64Pattern } from '@latch/protocol/base64Pattern'
import { BaseError, type BaseErrorOptions } from '@latch/protocol/errors'
import { verifyNearSignIn } from '@latch/protocol/nearSignIn'
import { parseLatchSignIn, type SignInNamespace } from '@latch/protocol/signInMessage'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { verifySolanaSignature } from '@latch/protocol/verifySolanaSignature'
import { type Address, getAddress, type Hex, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'

export { type BitcoinSignedMessage, verifyBitcoinSignedMessage } from './verifyBitcoinSignedMessage'
export { type NearSignedMessage, verifyNearSignedMessage } from './verifyNearSignedMessage'

/** When and where a verified session was signed, whichever namespace its account is of. */
type SignedFor = {
  /** host[:port] the message was signed for. */
  domain: string
  /** ISO 8601. */
  issuedAt: string
  expirationTime?: string
}

/**
 * A sign-in the host backend may trust: who signed in, on which chain, for which site, and until
 * when. An Ethereum account's `chainId` is the chain's number; a Solana, Bitcoin or NEAR account's
 * is its network's CAIP-2 reference (`localnet`, a genesis hash's first 32 characters, `testnet`).
 * Narrow on `namespace`.
 */
export type VerifiedSiwxSession = SignedFor & SignedInAccount

/** The account of a sign-in, by namespace. */
type SignedInAccount =
  | {
      namespace: 'eip155'
      /** Checksummed. */
      address: Address
      chainId: number
      /** CAIP-2: `eip155:<chainId>`. */
      caipNetworkId: `eip155:${number}`
      /** CAIP-10: `eip155:<chainId>:<address>`. */
      caipAddress: `eip155:${number}:${Address}`
    }
  | {
      namespace: 'solana'
      /** base58. */
      address: string
      chainId: string
      /** CAIP-2: `solana:<reference>`. */
      caipNetworkId: `solana:${string}`
      /** CAIP-10: `solana:<reference>:<address>`. */
      caipAddress: `solana:${string}:${string}`
    }
  | {
      namespace: 'bip122'
      /** A native SegWit address (bech32). */
      address: string
      /** The network's genesis block hash, its first 32 hex characters. */
      chainId: string
      /** CAIP-2: `bip122:<reference>`. */
      caipNetworkId: `bip122:${string}`
      /** CAIP-10: `bip122:<reference>:<address>`. */
      caipAddress: `bip122:${string}:${string}`
    }
  | {
      namespace: 'near'
      /** An implicit account: its ed25519 key in hex. */
      address: string
      /** `mainnet` or `testnet`. */
      chainId: string
      /** CAIP-2: `near:<reference>`. */
      caipNetworkId: `near:${string}`
      /** CAIP-10: `near:<reference>:<address>`. */
      caipAddress: `near:${string}:${string}`
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
 * and signature act as the visitor's credential): an Ethereum account's EIP-4361 message, or a
 * Solana, Bitcoin or NEAR account's CAIP-122 message (Sign-In With Solana, and its Bitcoin and NEAR
 * twins). Checks locally that the message names `origin` (domain and uri) and is within its time
 * bounds, and the signature of a key (an externally owned account's secp256k1, a Solana account's
 * ed25519, a Bitcoin account's BIP-322 simple signature of a native SegWit address, a NEAR implicit
 * account's NEP-413 signature of the message for its domain); then asks Latch (`POST {latchUrl}/api/siwx/verify`,
 * `Origin: origin`) that this very session was recorded for its single-use nonce and is not revoked.
 * A smart account's signature, which only its chain can check, is vouched for by that answer: Latch
 * verified it (ERC-1271/6492) before recording the session. Resolves to the signed-in account, or
 * rejects with SiwxVerificationError.
 *
 * @example
 * import { verifySiwxSession } from '@latch/sdk/server'
 *
 * const account = await verifySiwxSession({
 *   session: JSON.parse(request.body), // { message, signature } from latch's SiwxSession
 *   projectId: 'latch-dev',
 *   origin: 'http://localhost:5173',
 * })
 * if (account.namespace === 'eip155') console.log(account.address, account.chainId)
 */
export async function verifySiwxSession(options: VerifySiwxSessionOptions): Promise<VerifiedSiwxSession> {
  const { session, projectId, origin, latchUrl = 'http://127.0.0.1:3000' } = options
  const now = options.now ?? new Date()
  const page = pageOf(origin)

  const claim = readClaim(session.message)
  if (!claim) throw refuse('not a sign-in message')
  const { domain, uri, issuedAt, expirationTime, notBefore } = claim
  if (domain !== page.host) throw refuse('domain does not match the origin')
  if (claim.scheme !== undefined && `${claim.scheme}:` !== page.protocol)
    throw refuse('scheme does not match the origin')
  if (originOf(uri) !== page.origin) throw refuse('uri does not match the origin')
  if (expirationTime && now >= expirationTime) throw refuse('expired')
  if (notBefore && now < notBefore) throw refuse('not yet valid')

  // A smart account's signature makes recovery fail or name another signer: Latch's answer settles it.
  let signedByKey: boolean
  if (claim.account.namespace === 'solana') {
    if (!/^[1-9A-HJ-NP-Za-km-z]+$/.test(session.signature)) throw refuse('signature is not base58')
    signedByKey = verifySolanaSignature({ ...session, address: claim.account.address })
  } else if (claim.account.namespace === 'bip122' || claim.account.namespace === 'near') {
    if (!session.signature || !base64Pattern.test(session.signature)) throw refuse('signature is not base64')
    const verify = claim.account.namespace === 'near' ? verifyNearSignIn : verifyBitcoinSignature
    signedByKey = verify({ ...session, address: claim.account.address })
  } else {
    if (!/^0x[0-9a-fA-F]+$/.test(session.signature)) throw refuse('signature is not hex')
    signedByKey = await verifyMessage({
      address: claim.account.address,
      message: session.message,
      signature: session.signature as Hex,
    }).catch(() => false)
  }

  const answer = await askLatch(options, latchUrl, page.origin, projectId)
  if (!answer.valid) throw refuse(signedByKey ? answer.reason : describeUnsigned(answer.reason))
  if (answer.caipAddress !== claim.account.caipAddress)
    throw refuse('Latch recorded another account for this session')

  const signedFor: SignedFor = { domain, issuedAt: issuedAt.toISOString() }
  if (expirationTime) signedFor.expirationTime = expirationTime.toISOString()
  return { ...signedFor, ...claim.account }
}

type Claim = {
  account: SignedInAccount
  domain: string
  uri: string
  scheme?: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
}

/** What the message says, when it is an EIP-4361 or a CAIP-122 message with every field Latch writes. */
function readClaim(message: string): Claim | undefined {
  return (
    readCaip122Claim('solana', message) ??
    readCaip122Claim('bip122', message) ??
    readCaip122Claim('near', message) ??
    readSiweClaim(message)
  )
}

// A Solana, Bitcoin or NEAR account's sign-in: CAIP-122's template in the chain's words.
function readCaip122Claim(namespace: SignInNamespace, message: string): Claim | undefined {
  const fields = parseLatchSignIn(namespace, message)
  if (!fields) return undefined
  const { address, chainId, domain, uri, issuedAt } = fields
  return {
    // One namespace's account, as the union cannot tell from a namespace variable.
    account: {
      namespace,
      address,
      chainId,
      caipNetworkId: `${namespace}:${chainId}`,
      caipAddress: `${namespace}:${chainId}:${address}`,
    } as Extract<SignedInAccount, { namespace: SignInNamespace }>,
    domain,
    uri,
    issuedAt: new Date(issuedAt),
    ...(fields.expirationTime ? { expirationTime: new Date(fields.expirationTime) } : {}),
    ...(fields.notBefore ? { notBefore: new Date(fields.notBefore) } : {}),
  }
}

function readSiweClaim(message: string): Claim | undefined {
  const fields = parseSiweMessage(message)
  const { address, chainId, domain, uri, nonce, issuedAt, expirationTime, notBefore, scheme } = fields
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
    return undefined
  const checksummed = getAddress(address)
  return {
    account: {
      namespace: 'eip155',
      address: checksummed,
      chainId,
      caipNetworkId: `eip155:${chainId}`,
      caipAddress: `eip155:${chainId}:${checksummed}`,
    },
    domain,
    uri,
    issuedAt,
    ...(scheme ? { scheme } : {}),
    ...(expirationTime ? { expirationTime } : {}),
    ...(notBefore ? { notBefore } : {}),
  }
}

type LatchAnswer = { valid: true; caipAddress: string } | { valid: false; reason: string }

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
  return answer.valid === true && typeof answer.caipAddress === 'string'
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
