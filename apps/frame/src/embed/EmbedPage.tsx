import type { EmbedPageProps } from '@/projects/EmbedPageProps'
import { EmbedApp } from './EmbedApp'
import { EmbedError } from './EmbedError'

/**
 * The modal page, in the iframe: the tree the server renders for /embed and the browser hydrates
 * (./hydrateEmbed.tsx) from the same props.
 */
export function EmbedPage(props: EmbedPageProps) {
  if (props.kind === 'error') return <EmbedError title={props.title} message={props.message} />
  return (
    <EmbedApp
      projectId={props.projectId}
      allowedOriginPatterns={props.allowedOriginPatterns}
      networks={props.networks}
      walletConnect={props.walletConnect ?? undefined}
      knownContracts={props.knownContracts}
      knownSolanaTokens={props.knownSolanaTokens}
      sponsorGas={props.sponsorGas}
      restrictedTimeZones={props.restrictedTimeZones}
    />
  )
}
