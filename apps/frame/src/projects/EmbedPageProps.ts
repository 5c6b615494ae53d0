import type { KnownContracts } from '@/projects/KnownContracts'
import type { KnownSolanaTokens } from '@/projects/KnownSolanaTokens'
import type { WalletConnectConfig } from '@/projects/WalletConnectConfig'

/**
 * What the /embed page renders, as JSON: getServerSideProps returns it, which refuses an undefined
 * field (so no WalletConnect is null rather than absent), and the document carries it to the
 * browser's client (src/embed/embedDocument.ts).
 */
export type EmbedPageProps =
  | { kind: 'error'; title: string; message: string }
  | {
      kind: 'ok'
      projectId: string
      allowedOriginPatterns: string[]
      networks: string[]
      walletConnect: WalletConnectConfig | null
      knownContracts: KnownContracts[]
      knownSolanaTokens: KnownSolanaTokens[]
      sponsorGas: boolean
      restrictedTimeZones: string[]
    }
