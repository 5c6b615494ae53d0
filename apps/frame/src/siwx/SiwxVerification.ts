/**
 * The answer of POST /api/siwx/verify: the session's account when exactly that message and signature
 * are stored for the project and host origin, unrevoked and unexpired; otherwise why not.
 */
export type SiwxVerification =
  | {
      valid: true
      /** Checksummed. */
      address: `0x${string}`
      chainId: number
      /** CAIP-10: `eip155:<chainId>:<address>`. */
      caipAddress: `eip155:${number}:0x${string}`
      /** host[:port] of the origin the session was signed for. */
      domain: string
      /** ISO 8601. */
      issuedAt: string
      expirationTime?: string
    }
  | { valid: false; reason: SiwxInvalidReason }

/** Why a session does not verify. */
export type SiwxInvalidReason = 'not an EIP-4361 message' | 'unknown session' | 'revoked' | 'expired'
