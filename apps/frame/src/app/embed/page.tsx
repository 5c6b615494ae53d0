import { EmbedApp } from '@/embed/EmbedApp'
import { EmbedError } from '@/embed/EmbedError'
import { readDeployments } from '@/server/chain/readDeployments'
import { getEmbedProject } from '@/server/projects'
import { walletConnectConfigFromEnv } from '@/server/walletconnect/walletConnectConfigFromEnv'

export const dynamic = 'force-dynamic'

export default async function EmbedPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { projectId } = await searchParams
  const embed = await getEmbedProject(projectId)
  if (embed.kind === 'error') return <EmbedError title={embed.title} message={embed.message} />
  // The devnets' AMM and tokens, so that ApproveTransaction can say what a call to them does.
  const deployments = await readDeployments().catch(() => ({}))
  const knownContracts = Object.values(deployments).map((deployment) => ({
    chainId: deployment.chainId,
    routers: [deployment.router],
    tokens: deployment.tokens.map(({ address, symbol, decimals }) => ({ address, symbol, decimals })),
  }))
  return (
    <EmbedApp
      projectId={embed.project.projectId}
      allowedOriginPatterns={embed.allowedOriginPatterns}
      networks={embed.project.networks}
      walletConnect={walletConnectConfigFromEnv()}
      knownContracts={knownContracts}
      sponsorGas={embed.project.sponsorGas ?? false}
    />
  )
}
