import { randomBytes } from 'node:crypto'
import { knownNetworks } from '@/networks/knownNetworks'
import { Project } from '@/projects/Project'
import type { Database } from '../db/Database'
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
  const networks = input.networks ?? knownNetworks.map((network) => network.caipNetworkId)
  for (const network of networks)
    if (!Project.shape.networks.element.safeParse(network).success)
      throw new ProjectError(
        'invalid',
        `Invalid network ${JSON.stringify(network)}: expected a CAIP-2 id such as "eip155:31337"`,
      )
  if (networks.length === 0) throw new ProjectError('invalid', 'A project needs at least one network')
  const project = Project.parse({
    projectId: randomBytes(16).toString('hex'),
    name: name.data,
    allowedOrigins: origins,
    networks: [...new Set(networks)],
    features: { analytics: input.analytics ?? true },
  })
  await db.transaction(async (tx) => {
    if (!(await insertProject(tx, project))) throw new Error(`projectId ${project.projectId} is taken`)
  })
  return project
}
