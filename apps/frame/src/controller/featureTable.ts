import type { EmbeddedConnector } from '@/connectors/createEmbeddedConnector'
import type { LazyConnector } from '@/connectors/createLazyConnector'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import type { FrameContext } from '@/state/FrameContext'
import type { ConnectionFlow } from './createConnectionFlow'

/** What every feature is given: features reach the wallet, the node and each other through these alone. */
export type FeaturePorts = {
  /** An EIP-1193 request to the connected wallet, through the request policy. */
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
  /** A read-only call to the active network's node. */
  readRpc(method: string, params?: unknown): Promise<unknown>
  projectId: string
  connection: ConnectionFlow
  /** The embedded wallet's connector, loaded on first use. */
  embedded: LazyConnector<EmbeddedConnector, never>
  /** The embedded wallet's API client, loaded with its flow. */
  embeddedApi(): Promise<EmbeddedApi>
  /** Fetches the account's balances again (`force`: read afresh, after a transaction). */
  refreshBalances(options?: { force?: boolean; background?: boolean }): Promise<void>
  /** Reads the account's name again. */
  refreshProfile(): Promise<void>
  /** Fetches the account's activity again. */
  refreshActivity(): Promise<void>
}

/**
 * The frame's features, one entry each: the flow (its effects over the feature's state) and the code
 * it needs load on first use, so that Connect paints without any of them. Adding a feature is a
 * folder and one entry here (docs/architecture.md).
 *
 * @example
 * const features = createFeatures(featureTable(context, ports))
 * await features.use('send', (flow) => flow.begin())
 */
export function featureTable(context: FrameContext, ports: FeaturePorts) {
  return {
    /** The connected account's balances and profile (Account). */
    account: () =>
      import('./createAccountFlow').then(({ createAccountFlow }) => createAccountFlow(context, ports)),
    /** The account's transactions (Activity), with the names of their other parties. */
    activity: () =>
      import('./createActivityFlow').then(({ createActivityFlow }) => createActivityFlow(context, ports)),
    /** Email and social login, approvals and key export of the embedded wallet. */
    embedded: () =>
      import('./createEmbeddedFlow').then(({ createEmbeddedFlow }) => createEmbeddedFlow(context, ports)),
    /** The change of the embedded account's email. */
    emailUpdate: () =>
      import('./createEmailUpdateFlow').then(({ createEmailUpdateFlow }) =>
        createEmailUpdateFlow(context, { embedded: ports.embedded, api: ports.embeddedApi }),
      ),
    /** The registration of a `.latch.id` name (RegisterAccountName). */
    names: () => import('./createNameFlow').then(({ createNameFlow }) => createNameFlow(context, ports)),
    /** The purchase of crypto (OnRampProviders to BuyInProgress). */
    onramp: () =>
      import('./createOnrampFlow').then(({ createOnrampFlow }) => createOnrampFlow(context, ports)),
    /** The send of a token (WalletSend, WalletSendPreview). */
    send: () => import('./createSendFlow').then(({ createSendFlow }) => createSendFlow(context, ports)),
    /** The swap of a token (Swap, SwapSelectToken, SwapPreview). */
    swap: () => import('./createSwapFlow').then(({ createSwapFlow }) => createSwapFlow(context, ports)),
  }
}

/** A feature's name in the table. */
export type FeatureName = keyof ReturnType<typeof featureTable>
