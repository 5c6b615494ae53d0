import { projectIdFormatMessage, projectIdPattern } from '@latch/shared-types'
import { z } from 'zod'
import { CustomWallet } from './CustomWallet'
import { OriginPattern } from './OriginPattern'
import { TimeZone } from './TimeZone'

/** A CAIP-2 chain id such as `eip155:31337`. */
const CaipNetworkId = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id')

/**
 * A project: who may embed Latch (`allowedOrigins`) and what it offers them. Strict objects, so that a
 * misspelt key in the projects file is an error rather than a silently missing setting.
 */
export const Project = z.strictObject({
  projectId: z.string().regex(projectIdPattern, projectIdFormatMessage),
  // Shown in the modal and printed by the project CLI: one line of text, no control characters.
  name: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[^\p{Cc}]*$/u, 'Expected no control characters'),
  allowedOrigins: z.array(OriginPattern),
  networks: z.array(CaipNetworkId).min(1),
  features: z.strictObject({ analytics: z.boolean() }),
  customWallets: z.array(CustomWallet).optional(),
  /** Whether the frame's paymaster service pays its users' smart-account gas (off when absent). */
  sponsorGas: z.boolean().optional(),
  /**
   * Time zones whose visitors are offered no swaps and no onramp, where the project may not offer them
   * (none when absent). See docs/restricted-time-zones.md.
   */
  restrictedTimeZones: z.array(TimeZone).max(100).optional(),
})
export type Project = z.infer<typeof Project>
