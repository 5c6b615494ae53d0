import type { Project } from '@/projects/Project'
import type { ProjectStore } from '@/server/projects/ProjectStore'

/** Test fixtures: the dev project, a production-like project with exact origins, and a store of both. */
export const devProject: Project = {
  projectId: 'latch-dev',
  name: 'Latch Dev',
  allowedOrigins: ['http://localhost:*'],
  networks: ['eip155:31337', 'eip155:31338'],
  features: { analytics: true },
  sponsorGas: true,
}

/** The dev project with the local Solana cluster, the regtest network and NEAR Testnet among its networks (seeded by the tests that read it). */
export const multiChainProject: Project = {
  ...devProject,
  projectId: 'latch-multi',
  name: 'Latch Multi-chain',
  networks: ['eip155:31337', 'solana:localnet', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'near:testnet'],
}

export const shopProject: Project = {
  projectId: 'shop',
  name: 'Shop',
  allowedOrigins: ['https://shop.example', 'https://admin.shop.example:8443'],
  networks: ['eip155:1'],
  features: { analytics: false },
}

export function storeOf(...projects: Project[]): ProjectStore {
  return { get: async (projectId) => projects.find((project) => project.projectId === projectId) }
}
