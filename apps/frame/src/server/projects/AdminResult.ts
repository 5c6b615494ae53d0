import { z } from 'zod'
import { Project } from '@/projects/Project'

/** What a project command answers, by command (the admin endpoint's JSON body). */
export const AdminResult = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('create'), project: Project }),
  z.strictObject({ command: z.literal('list'), projects: z.array(Project) }),
  z.strictObject({
    command: z.enum(['allow', 'deny', 'analytics', 'sponsor-gas', 'time-zones', 'networks']),
    project: Project,
    changed: z.boolean(),
  }),
])
export type AdminResult = z.infer<typeof AdminResult>
