import { eq } from 'drizzle-orm'
import type { LocalAccount } from 'viem'
import type { SiweMessage } from 'viem/siwe'
import { siwxNonces, siwxSessions } from '../../db/schema'
import type { TestServices } from '../../testing/createTestServices'
import { parseSiwxMessage } from './parseSiwxMessage'
import { testHostOrigin } from './postSiwx'
import { signTestSiwxMessage } from './signTestSiwxMessage'

/**
 * For tests of what reads sessions: signs a message with a real nonce (see signTestSiwxMessage) and
 * stores its session as POST /api/siwx/sessions would, without a chain to check the signature on.
 *
 * @example
 * const { message, signature } = await insertTestSiwxSession(services, alice)
 */
export async function insertTestSiwxSession(
  services: TestServices,
  signer: LocalAccount,
  options: { origin?: string; fields?: Partial<SiweMessage> } = {},
): Promise<{ message: string; signature: `0x${string}` }> {
  const { message, signature } = await signTestSiwxMessage(services, signer, options)
  await storeTestSiwxSession(services, { message, signature }, options.origin)
  return { message, signature }
}

/**
 * For tests: stores a signed sign-in message of any namespace (its nonce issued to `origin`) as POST
 * /api/siwx/sessions would, consuming the nonce, without checking the signature.
 *
 * @example
 * await storeTestSiwxSession(services, await signTestSolanaSignIn(services, solanaDevKeys[0]))
 */
export async function storeTestSiwxSession(
  services: TestServices,
  signed: { message: string; signature: string },
  origin: string = testHostOrigin,
): Promise<void> {
  const parsed = parseSiwxMessage(signed.message)
  if (!parsed) throw new Error(`Not a sign-in message: ${signed.message}`)
  await services.db
    .update(siwxNonces)
    .set({ usedAt: services.now() })
    .where(eq(siwxNonces.nonce, parsed.nonce))
  await services.db.insert(siwxSessions).values({
    nonce: parsed.nonce,
    projectId: 'latch-dev',
    origin,
    domain: parsed.domain,
    address: parsed.address,
    caipNetworkId: parsed.caipNetworkId,
    message: signed.message,
    signature: signed.signature,
    issuedAt: parsed.issuedAt,
    expiresAt: parsed.expirationTime ?? null,
    createdAt: services.now(),
  })
}
