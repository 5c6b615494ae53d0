import { z } from 'zod'

/**
 * A project command, as the CLI sends it to the admin endpoint (and runs it itself when no frame
 * holds the database). Only the shape is checked here; runAdminCommand checks the values.
 */
export const AdminCommand = z.discriminatedUnion('command', [
  z.strictObject({
    command: z.literal('create'),
    name: z.string(),
    origins: z.array(z.string()),
    networks: z.array(z.string()).optional(),
    analytics: z.boolean().optional(),
  }),
  z.strictObject({ command: z.literal('list') }),
  z.strictObject({ command: z.literal('allow'), projectId: z.string(), origin: z.string() }),
  z.strictObject({ command: z.literal('deny'), projectId: z.string(), origin: z.string() }),
  z.strictObject({ command: z.literal('analytics'), projectId: z.string(), on: z.boolean() }),
  z.strictObject({ command: z.literal('sponsor-gas'), projectId: z.string(), on: z.boolean() }),
  z.strictObject({ command: z.literal('time-zones'), projectId: z.string(), zones: z.array(z.string()) }),
  z.strictObject({ command: z.literal('networks'), projectId: z.string(), networks: z.array(z.string()) }),
])
export type AdminCommand = z.infer<typeof AdminCommand>
