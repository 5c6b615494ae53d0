import { randomBytes } from 'node:crypto'
import { knownNetworks } from '@/networks/knownNetworks'
import { Project } from '@/projects/Project'
import type { Database } from '../db/Database'
import { checkNetworks } from './internal/checkNetworks'
import { insertProject } from './internal/insertProject'
import { validOrigin } from './internal/validOrigin'
import { ProjectError } from './ProjectError'

export type CreateProjectInput = {
  name: string
  origins: readonly string[]
  /** CAIP-2 ids; the frame's known networks when omitted. */
  networks?: readonly string[] | undefined
  /** On when omitted. */
  analytics?: boolean | undefined
}

/**
 * Creates a project with a new random projectId (32 lowercase hex digits) and the given allow-list.
 * Throws a ProjectError that names the bad value when the name, an origin or a network is invalid.
 *
 * @example
 * const project = await createProject(db, { name: 'Shop', origins: ['https://shop.example'] })
 */
export async function createProject(db: Database, input: CreateProjectInput): Promise<Project> {
  const name = Project.shape.name.safeParse(input.name)
  if (!name.success)
    throw new ProjectError(
      'invalid',
      `Invalid name ${JSON.stringify(input.name)}: expected 1 to 100 characters on one line`,
    )
  const origins = [...new Set(input.origins.map(validOrigin))]
  const networks = checkNetworks(input.networks ?? knownNetworks.map((network) => network.caipNetworkId))
  const project = Project.parse({
    projectId: randomBytes(16).toString('hex'),
    name: name.data,
    allowedOrigins: origins,
    networks,
    features: { analytics: input.analytics ?? true },
  })
  await db.transaction(async (tx) => {
    if (!(await insertProject(tx, project))) throw new Error(`projectId ${project.projectId} is taken`)
  })
  return project
}
