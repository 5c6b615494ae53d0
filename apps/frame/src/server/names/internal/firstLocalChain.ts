import type { Project } from '@/projects/Project'
import type { LocalChain, LocalChains } from '../../chain/LocalChain'

/** The first of the project's EVM networks that this server has a chain for. */
export function firstLocalChain(project: Project, chains: LocalChains): LocalChain | undefined {
  for (const network of project.networks) {
    const [namespace, reference] = network.split(':')
    const chain = namespace === 'eip155' ? chains.get(Number(reference)) : undefined
    if (chain) return chain
  }
  return undefined
}
