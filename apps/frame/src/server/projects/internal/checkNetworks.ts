import { Project } from '@/projects/Project'
import { ProjectError } from '../ProjectError'

/**
 * A project's networks as given, each a CAIP-2 id, at least one, each once in the order first
 * given; a ProjectError names the first that is not.
 *
 * @example
 * checkNetworks(['eip155:31337', 'solana:localnet', 'eip155:31337']) // ['eip155:31337', 'solana:localnet']
 */
export function checkNetworks(networks: readonly string[]): string[] {
  for (const network of networks)
    if (!Project.shape.networks.element.safeParse(network).success)
      throw new ProjectError(
        'invalid',
        `Invalid network ${JSON.stringify(network)}: expected a CAIP-2 id such as "eip155:31337"`,
      )
  if (networks.length === 0) throw new ProjectError('invalid', 'A project needs at least one network')
  return [...new Set(networks)]
}
