import type { SiwxVerification } from '@/siwx/SiwxVerification'
import { defineApiRoute } from '../api/ApiRoute'
import { findStoredSession } from './internal/findStoredSession'
import { SiwxSessionInput } from './internal/SiwxSessionInput'

/**
 * POST /api/siwx/verify: whether exactly this signed message is a session stored for the project
 * and the host origin asking, not revoked and not expired. Always 200: `{ valid: false, reason }`
 * is an answer, not a failure. The frame asks on reload; host backends ask through
 * `verifySiwxSession` of `@latch/sdk/server`.
 */
export const siwxVerifyRoute = defineApiRoute({
  method: 'POST',
  input: SiwxSessionInput,
  run: async (input, { db, project, origin, now }): Promise<SiwxVerification> => {
    const found = await findStoredSession(db, {
      projectId: project.projectId,
      origin,
      message: input.message,
      signature: input.signature,
    })
    if (!('session' in found)) return { valid: false, reason: found.reason }
    const { session } = found
    if (session.revokedAt) return { valid: false, reason: 'revoked' }
    if (session.expiresAt && session.expiresAt <= now()) return { valid: false, reason: 'expired' }
    const signedFor = {
      domain: session.domain,
      issuedAt: session.issuedAt.toISOString(),
      ...(session.expiresAt ? { expirationTime: session.expiresAt.toISOString() } : {}),
    }
    const [namespace, reference = ''] = session.caipNetworkId.split(':')
    if (namespace === 'solana' || namespace === 'bip122' || namespace === 'near')
      // One namespace's answer, as the union cannot tell from a namespace variable.
      return {
        valid: true,
        namespace,
        address: session.address,
        chainId: reference,
        caipNetworkId: `${namespace}:${reference}`,
        caipAddress: `${namespace}:${reference}:${session.address}`,
        ...signedFor,
      } as Extract<SiwxVerification, { namespace: 'solana' | 'bip122' | 'near' }>
    const address = session.address as `0x${string}`
    const chainId = Number(reference)
    return {
      valid: true,
      namespace: 'eip155',
      address,
      chainId,
      caipNetworkId: `eip155:${chainId}`,
      caipAddress: `eip155:${chainId}:${address}`,
      ...signedFor,
    }
  },
})
