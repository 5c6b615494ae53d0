import { isImplicitAccount } from '@latch/protocol/implicitAccountKey'
import { verifyNearSignIn } from '@latch/protocol/nearSignIn'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { verifySolanaSignature } from '@latch/protocol/verifySolanaSignature'
import type { SiwxSession } from '@latch/shared-types'
import { and, eq, isNull } from 'drizzle-orm'
import { isErc6492Signature, isHex } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { ApiError } from '../api/ApiError'
import { type ApiContext, defineApiRoute } from '../api/ApiRoute'
import { servedBitcoinChain } from '../bitcoin/servedBitcoinChain'
import type { LocalChain } from '../chain/LocalChain'
import { siwxNonces, siwxSessions } from '../db/schema'
import { servedNearNetwork } from '../near/servedNearNetwork'
import { originDomain } from './internal/originDomain'
import { type ParsedSiwxMessage, parseSiwxMessage } from './internal/parseSiwxMessage'
import { SiwxSessionInput } from './internal/SiwxSessionInput'
import { siwxMessageData } from './internal/siwxMessageData'

const invalidMessage = (reason: string) =>
  new ApiError(400, 'Invalid message', { parameter: 'message', reason })
const invalidSignature = (reason: string) =>
  new ApiError(401, 'Invalid signature', { parameter: 'signature', reason })

/**
 * POST /api/siwx/sessions: stores a signed sign-in message as a session of the host origin. The
 * message (EIP-4361 for eip155, CAIP-122's template for solana, bip122 and near) must name this origin
 * (domain and uri) and a chain the server serves, be within its time bounds, carry a nonce issued to
 * this project and origin that is unused and unexpired, and be signed by its address (a smart account
 * through ERC-1271/6492 on the message's chain; a Solana account's base58 ed25519 signature; a
 * Bitcoin account's BIP-322 simple signature, of a native SegWit address; a NEAR implicit account's
 * NEP-413 signature, docs/namespaces.md#sign-in-with-near). The nonce is consumed by one conditional update, so
 * of two submissions of one nonce exactly one wins and the other gets 409 'Invalid nonce'. A refused
 * signature from an address with code says so (reason 'smart-account').
 */
export const siwxSessionsRoute = defineApiRoute({
  method: 'POST',
  input: SiwxSessionInput,
  run: async (input, context): Promise<{ session: SiwxSession }> => {
    const { db, project, origin } = context
    const time = context.now()
    const parsed = parseSiwxMessage(input.message)
    if (!parsed) throw invalidMessage('not a sign-in message')
    checkMessageFor(parsed, origin, time)
    const verifySignature = signatureVerifier(context, parsed, time)
    await checkNonce(context, parsed.nonce, time)
    const { signature } = input
    await verifySignature(input.message, signature)
    await db.transaction(async (tx) => {
      const consumed = await tx
        .update(siwxNonces)
        .set({ usedAt: time })
        .where(and(eq(siwxNonces.nonce, parsed.nonce), isNull(siwxNonces.usedAt)))
        .returning({ nonce: siwxNonces.nonce })
      if (consumed.length === 0) throw new ApiError(409, 'Invalid nonce', { reason: 'nonce already used' })
      await tx.insert(siwxSessions).values({
        nonce: parsed.nonce,
        projectId: project.projectId,
        origin,
        domain: parsed.domain,
        address: parsed.address,
        caipNetworkId: parsed.caipNetworkId,
        message: input.message,
        signature,
        issuedAt: parsed.issuedAt,
        expiresAt: parsed.expirationTime ?? null,
        createdAt: time,
      })
    })
    return { session: { data: siwxMessageData(parsed), message: input.message, signature } }
  },
})

function checkMessageFor(parsed: ParsedSiwxMessage, origin: string, time: Date) {
  const page = new URL(origin)
  if (parsed.domain !== originDomain(origin)) throw invalidMessage('domain does not match the origin')
  if (parsed.namespace === 'eip155' && parsed.scheme !== undefined && `${parsed.scheme}:` !== page.protocol)
    throw invalidMessage('scheme does not match the origin')
  let uriOrigin: string | undefined
  try {
    uriOrigin = new URL(parsed.uri).origin
  } catch {
    uriOrigin = undefined
  }
  if (uriOrigin !== origin) throw invalidMessage('uri does not match the origin')
  if (parsed.expirationTime && parsed.expirationTime <= time) throw invalidMessage('message expired')
  if (parsed.notBefore && parsed.notBefore > time) throw invalidMessage('message not yet valid')
}

async function checkNonce(context: ApiContext, nonce: string, time: Date) {
  const [row] = await context.db.select().from(siwxNonces).where(eq(siwxNonces.nonce, nonce))
  if (!row || row.projectId !== context.project.projectId || row.origin !== context.origin)
    throw new ApiError(400, 'Invalid nonce', { reason: 'unknown nonce' })
  if (row.usedAt) throw new ApiError(409, 'Invalid nonce', { reason: 'nonce already used' })
  if (row.expiresAt <= time) throw new ApiError(400, 'Invalid nonce', { reason: 'nonce expired' })
}

/**
 * How the signature of `parsed` is checked: on its eip155 chain (which reads a smart account's code),
 * by the Solana account's ed25519 key, as the Bitcoin address's BIP-322 simple signature, or as the
 * NEAR implicit account's NEP-413 signature. Throws 'Unsupported chain' for a chain the server does not
 * serve, before the nonce is looked at.
 */
function signatureVerifier(
  context: ApiContext,
  parsed: ParsedSiwxMessage,
  time: Date,
): (message: string, signature: string) => Promise<void> {
  const unsupported = () =>
    new ApiError(400, `Unsupported chain '${parsed.caipNetworkId}'`, {
      parameter: 'message',
      reason: 'unknown chain',
    })
  if (parsed.namespace === 'solana') {
    if (!context.solana.has(parsed.caipNetworkId)) throw unsupported()
    return async (message, signature) => {
      if (!verifySolanaSignature({ message, signature, address: parsed.address }))
        throw invalidSignature('signature does not match the address')
    }
  }
  if (parsed.namespace === 'bip122') {
    if (!servedBitcoinChain(context, parsed.caipNetworkId)) throw unsupported()
    return async (message, signature) => {
      if (!verifyBitcoinSignature({ message, signature, address: parsed.address }))
        throw invalidSignature('signature does not match the address')
    }
  }
  if (parsed.namespace === 'near') {
    if (!servedNearNetwork(context, parsed.caipNetworkId)) throw unsupported()
    // A named account's keys are on its chain, which the server does not read.
    if (!isImplicitAccount(parsed.address))
      throw invalidMessage('a named NEAR account signs in only where its keys can be read from the chain')
    return async (message, signature) => {
      if (!verifyNearSignIn({ message, signature, address: parsed.address }))
        throw invalidSignature('signature does not match the address')
    }
  }
  const chain = context.chains.get(parsed.chainId)
  if (!chain) throw unsupported()
  return (message, signature) => checkSignature(chain, parsed, message, signature, context.origin, time)
}

async function checkSignature(
  chain: LocalChain,
  parsed: Extract<ParsedSiwxMessage, { namespace: 'eip155' }>,
  message: string,
  signature: string,
  origin: string,
  time: Date,
) {
  if (!isHex(signature)) throw invalidSignature('an Ethereum signature is hex')
  const verified = await verifySiweMessage(chain.client, {
    message,
    signature,
    domain: originDomain(origin),
    nonce: parsed.nonce,
    time,
  })
  if (verified) return
  // A smart account not deployed yet has no code, but signs in ERC-6492's wrapper (its factory call).
  const code = await chain.client.getCode({ address: parsed.address }).catch(() => undefined)
  const smartAccount = isErc6492Signature(signature) || (code !== undefined && code !== '0x')
  throw invalidSignature(smartAccount ? 'smart-account' : 'signature does not match the address')
}
