import type { EmbedPageProps } from '@/projects/EmbedPageProps'
import { readDeployments, readSolanaDeployments } from '../chain/readDeployments'
import { walletConnectConfigFromEnv } from '../walletconnect/walletConnectConfigFromEnv'
import { getEmbedProject } from './getEmbedProject'
import { getProjectStore } from './getProjectStore'
import type { ProjectStore } from './ProjectStore'

/**
 * The /embed page's props for its `projectId` search param: the project's modal, or the alert that
 * says why there is none (see getEmbedProject).
 *
 * @example
 * const props = await embedPageProps(context.query.projectId)
 */
export async function embedPageProps(
  projectId: string | string[] | undefined,
  store: ProjectStore = getProjectStore(),
): Promise<EmbedPageProps> {
  const embed = await getEmbedProject(projectId, store)
  if (embed.kind === 'error') return { kind: 'error', title: embed.title, message: embed.message }
  // The devnets' AMM and tokens, and the Solana clusters' tokens, so that ApproveTransaction can say
  // what a call to them does.
  const [deployments, solanaDeployments] = await Promise.all([
    readDeployments().catch(() => ({})),
    readSolanaDeployments().catch(() => ({})),
  ])
  const knownContracts = Object.values(deployments).map((deployment) => ({
    chainId: deployment.chainId,
    routers: [deployment.router],
    tokens: deployment.tokens.map(({ address, symbol, decimals }) => ({ address, symbol, decimals })),
  }))
  const knownSolanaTokens = Object.values(solanaDeployments).map((deployment) => ({
    caipNetworkId: deployment.caipNetworkId,
    tokens: deployment.tokens.map(({ mint, symbol, decimals }) => ({ mint, symbol, decimals })),
  }))
  return {
    kind: 'ok',
    projectId: embed.project.projectId,
    allowedOriginPatterns: embed.allowedOriginPatterns,
    networks: embed.project.networks,
    walletConnect: walletConnectConfigFromEnv() ?? null,
    knownContracts,
    knownSolanaTokens,
    sponsorGas: embed.project.sponsorGas ?? false,
    restrictedTimeZones: embed.project.restrictedTimeZones ?? [],
  }
}
