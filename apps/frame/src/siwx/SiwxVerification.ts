/** When and where a verified session was signed: the same for every namespace. */
type SignedFor = {
  /** host[:port] of the origin the session was signed for. */
  domain: string
  /** ISO 8601. */
  issuedAt: string
  expirationTime?: string
}

/**
 * The answer of POST /api/siwx/verify: the session's account when exactly that message and signature
 * are stored for the project and host origin, unrevoked and unexpired; otherwise why not. An eip155
 * account's `chainId` is the chain's number, a Solana, Bitcoin or NEAR account's its network's CAIP-2
 * reference.
 */
export type SiwxVerification =
  | (SignedFor & {
      valid: true
      namespace: 'eip155'
      /** Checksummed. */
      address: `0x${string}`
      chainId: number
      caipNetworkId: `eip155:${number}`
      /** CAIP-10: `eip155:<chainId>:<address>`. */
      caipAddress: `eip155:${number}:0x${string}`
    })
  | (SignedFor & {
      valid: true
      namespace: 'solana'
      /** base58. */
      address: string
      chainId: string
      caipNetworkId: `solana:${string}`
      /** CAIP-10: `solana:<reference>:<address>`. */
      caipAddress: `solana:${string}:${string}`
    })
  | (SignedFor & {
      valid: true
      namespace: 'bip122'
      /** bech32 or base58check. */
      address: string
      /** The network's CAIP-2 reference: its genesis block hash's first 32 hex characters. */
      chainId: string
      caipNetworkId: `bip122:${string}`
      /** CAIP-10: `bip122:<reference>:<address>`. */
      caipAddress: `bip122:${string}:${string}`
    })
  | (SignedFor & {
      valid: true
      namespace: 'near'
      /** An implicit account: its ed25519 key in hex. */
      address: string
      /** The network's CAIP-2 reference: `mainnet` or `testnet`. */
      chainId: string
      caipNetworkId: `near:${string}`
      /** CAIP-10: `near:<reference>:<address>`. */
      caipAddress: `near:${string}:${string}`
    })
  | { valid: false; reason: SiwxInvalidReason }

/** Why a session does not verify. */
export type SiwxInvalidReason = 'not a sign-in message' | 'unknown session' | 'revoked' | 'expired'
