import { EmbedApp } from '@/embed/EmbedApp'
import { EmbedError } from '@/embed/EmbedError'
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
  return (
    <EmbedApp
      projectId={embed.project.projectId}
      allowedOriginPatterns={embed.allowedOriginPatterns}
      networks={embed.project.networks}
      walletConnect={walletConnectConfigFromEnv()}
    />
  )
}
