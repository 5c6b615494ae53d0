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
  const origin = options.origin ?? testHostOrigin
  const { message, signature } = await signTestSiwxMessage(services, signer, options)
  const parsed = parseSiwxMessage(message)
  if (!parsed) throw new Error(`Not an EIP-4361 message: ${message}`)
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
    chainId: parsed.chainId,
    message,
    signature,
    issuedAt: parsed.issuedAt,
    expiresAt: parsed.expirationTime ?? null,
    createdAt: services.now(),
  })
  return { message, signature }
}
