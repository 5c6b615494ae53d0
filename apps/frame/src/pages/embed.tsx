import type { GetServerSideProps } from 'next'
import { EmbedApp } from '@/embed/EmbedApp'
import { EmbedError } from '@/embed/EmbedError'
import { type EmbedPageProps, embedPageProps } from '@/server/projects/embedPageProps'

/**
 * The modal page, in the iframe. A Pages Router page rather than an App Router one: nothing on it
 * uses the App Router on the client, whose runtime alone was most of /embed's first load.
 */
export default function EmbedPage(props: EmbedPageProps) {
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

// Per request, as the project (and its allowed origins) can change at any time. Next leaves it, and
// what only it imports, out of the client bundle.
export const getServerSideProps: GetServerSideProps<EmbedPageProps> = async ({ query }) => ({
  props: await embedPageProps(query.projectId),
})
