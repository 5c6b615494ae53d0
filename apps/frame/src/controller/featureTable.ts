import type { FeaturePorts } from '@/state/FeaturePorts'
import type { FrameContext } from '@/state/FrameContext'

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
      import('@/account/createAccountFlow').then(({ createAccountFlow }) =>
        createAccountFlow(context, ports),
      ),
    /** The account's transactions (Activity), with the names of their other parties. */
    activity: () =>
      import('@/activity/createActivityFlow').then(({ createActivityFlow }) =>
        createActivityFlow(context, ports),
      ),
    /** Email and social login, approvals and key export of the embedded wallet. */
    embedded: () =>
      import('@/embedded/createEmbeddedFlow').then(({ createEmbeddedFlow }) =>
        createEmbeddedFlow(context, ports),
      ),
    /** The change of the embedded account's email. */
    emailUpdate: () =>
      import('@/embedded/createEmailUpdateFlow').then(({ createEmailUpdateFlow }) =>
        createEmailUpdateFlow(context, { embedded: ports.embedded, api: ports.embeddedApi }),
      ),
    /** The registration of a `.latch.id` name (RegisterAccountName). */
    names: () =>
      import('@/names/createNameFlow').then(({ createNameFlow }) => createNameFlow(context, ports)),
    /** The purchase of crypto (OnRampProviders to BuyInProgress). */
    onramp: () =>
      import('@/onramp/createOnrampFlow').then(({ createOnrampFlow }) => createOnrampFlow(context, ports)),
    /** The send of a token (WalletSend, WalletSendPreview). */
    send: () => import('@/send/createSendFlow').then(({ createSendFlow }) => createSendFlow(context, ports)),
    /** The swap of a token (Swap, SwapSelectToken, SwapPreview). */
    swap: () => import('@/swap/createSwapFlow').then(({ createSwapFlow }) => createSwapFlow(context, ports)),
  }
}

/** A feature's name in the table. */
export type FeatureName = keyof ReturnType<typeof featureTable>
