import { z } from 'zod'

/** Where the frame's WalletConnect client pairs: a relay URL and the projectId the relay knows. */
export const WalletConnectConfig = z.object({
  relayUrl: z.string().regex(/^wss?:\/\//, 'Expected a ws(s) URL'),
  projectId: z.string().min(1).max(100),
  /** The local relay: no verify attestation and no telemetry, which would wait on outside hosts. */
  local: z.boolean(),
})
export type WalletConnectConfig = z.infer<typeof WalletConnectConfig>
