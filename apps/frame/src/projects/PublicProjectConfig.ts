import type { z } from 'zod'
import { Project } from './Project'

/** What the SDK learns about a project at create time; the allow-list stays on the server. */
export const PublicProjectConfig = Project.pick({
  projectId: true,
  name: true,
  networks: true,
  features: true,
})
export type PublicProjectConfig = z.infer<typeof PublicProjectConfig>
