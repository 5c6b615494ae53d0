import { z } from 'zod'

/** A signed sign-in message as the session, verify and revoke routes take it. */
export const SiwxSessionInput = z.object({
  projectId: z.string(),
  message: z.string().min(1).max(8_192),
  signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){1,8192}$/, 'Expected a hex signature'),
})
export type SiwxSessionInput = z.infer<typeof SiwxSessionInput>
