import { z } from 'zod'
import { Project } from './Project'

/**
 * What the SDK learns about a project at create time; the allow-list stays on the server.
 * `sponsorGas` says whether the frame's paymaster service pays its smart accounts' gas.
 */
export const PublicProjectConfig = Project.pick({
  projectId: true,
  name: true,
  networks: true,
  features: true,
}).extend({ sponsorGas: z.boolean() })
export type PublicProjectConfig = z.infer<typeof PublicProjectConfig>
