import type { SiwxSession } from '@latch/shared-types'
import { needsSiwx } from '@/siwx/needsSiwx'
import { revokeSiwxSession } from '@/siwx/revokeSiwxSession'
import { signInAccount } from '@/siwx/signInAccount'
import { siwxAtom } from '@/siwx/siwxAtom'
import { verifyStoredSiwxSession } from '@/siwx/verifyStoredSiwxSession'
import {
  apiClientAtom,
  connectionAtom,
  hostConfigAtom,
  hostLinkAtom,
  namespaceAtom,
  routerAtom,
  siwxSessionAtom,
} from '@/state/atoms'
import { type FrameContext, logError } from '@/state/FrameContext'
import {
  activeNetwork,
  connectedAccountIds,
  connectedBitcoinAccount,
  connectedNearAccount,
  connectedSolanaAccount,
  isEmbeddedAccount,
  isUnsupported,
  showView,
} from '@/state/selectors'

/**
 * Sign-in with the wallet (SIWX, docs/behaviour.md#states-and-transitions): whether the connected account must sign in, the
 * signing itself, cancelling it, and signing out with a disconnect. The session lives in
 * `siwxSessionAtom` and in the frame's storage.
 */
export function createSignInFlow(
  context: FrameContext,
  deps: {
    /**
     * The connected wallet's request function and EVM account (none for a host page's Solana or
     * Bitcoin wallet); undefined while no wallet is connected.
     */
    signer():
      | { request(method: string, params: unknown): Promise<unknown>; address: string | undefined }
      | undefined
    disconnect(): Promise<void>
  },
) {
  const { store } = context

  function needsSignIn(): boolean {
    const { status, chainId } = store.get(connectionAtom)
    return needsSiwx({
      siwx: store.get(hostConfigAtom).siwx,
      connected: status === 'connected',
      // A host page's Solana or Bitcoin wallet has no EVM chain: its account is on a network the app asked for.
      networkSupported: chainId === undefined || !isUnsupported(store, chainId),
      session: store.get(siwxSessionAtom),
      accounts: connectedAccountIds(store),
    })
  }

  return {
    needsSignIn,
    /** Reads the stored session, dropping one the server revoked (a sign-out elsewhere). */
    async restore() {
      const stored = parseSiwxSession(
        await context
          .storage()
          .get('siwxSession')
          .catch(() => null),
      )
      const api = store.get(apiClientAtom)
      if (!stored || !api) return
      // Unreachable, the server cannot say it was revoked: the session stands.
      const valid = await verifyStoredSiwxSession(api, stored).catch(() => true)
      if (valid) store.set(siwxSessionAtom, stored)
      else await context.storage().remove('siwxSession').catch(logError)
    },
    async signIn() {
      store.set(siwxAtom, { status: 'signing' })
      // The visitor's own wallet signs elsewhere (an extension, a phone): ConnectingSiwe waits for it.
      // The embedded wallet asks in ApproveTransaction instead.
      const router = store.get(routerAtom)
      if (router.open && router.view === 'SIWXSignMessage' && !isEmbeddedAccount(store))
        context.dispatchRouter({ type: 'push', view: 'ConnectingSiwe' })
      const { address, caipAddress } = store.get(connectionAtom)
      const account = signInAccount({
        activeNamespace: store.get(namespaceAtom).active,
        evm: { address, caipAddress, caipNetworkId: activeNetwork(store)?.caipNetworkId },
        solana: connectedSolanaAccount(store),
        bitcoin: connectedBitcoinAccount(store),
        near: connectedNearAccount(store),
      })
      try {
        // The sign-in and its signing load with the first sign-in, not before Connect paints.
        const [{ signInWithWallet }, { personalSign }, { signAccountText }] = await Promise.all([
          import('@/siwx/signInWithWallet'),
          import('@/connectors/personalSign'),
          import('@/connectors/signAccountText'),
        ])
        const signer = deps.signer()
        const { namespace, address: signerAddress } = account
        const signMessage =
          namespace !== 'eip155' && signerAddress && signer
            ? signAccountText(signer.request, namespace, signerAddress)
            : signer?.address
              ? personalSign(signer.request, signer.address)
              : undefined
        const session = await signInWithWallet({
          siwx: store.get(hostConfigAtom).siwx,
          caipAddress: account.caipAddress,
          caipNetworkId: account.caipNetworkId,
          hostOrigin: store.get(hostLinkAtom)?.origin ?? '',
          api: context.api,
          signMessage,
          now: () => new Date(),
        })
        store.set(siwxSessionAtom, session)
        await context.storage().set('siwxSession', JSON.stringify(session)).catch(logError)
        store.set(siwxAtom, { status: 'idle' })
        context.track('SIWX_AUTH_SUCCESS')
        context.dispatchRouter({ type: 'close' })
      } catch (error) {
        store.set(siwxAtom, {
          status: 'error',
          error: error instanceof Error ? error.message : String(error),
        })
        context.track('SIWX_AUTH_ERROR')
        // Back to SIWXSignMessage, which shows the reason.
        const router = store.get(routerAtom)
        if (router.open && router.view === 'ConnectingSiwe' && router.history.at(-2) === 'SIWXSignMessage')
          context.dispatchRouter({ type: 'goBack' })
        else if (router.view !== 'SIWXSignMessage' || !router.open)
          showView(store, context.dispatchRouter, 'SIWXSignMessage')
      }
    },
    /** Cancel on SIWXSignMessage: a required sign-in disconnects, an optional one just closes. */
    async cancel() {
      store.set(siwxAtom, { status: 'idle' })
      if (store.get(hostConfigAtom).siwx?.required) await deps.disconnect()
      else context.dispatchRouter({ type: 'close' })
    },
    /** Forgets the session; with `signOutOnDisconnect` the server revokes it too. */
    async signOut() {
      const session = store.get(siwxSessionAtom)
      store.set(siwxSessionAtom, undefined)
      store.set(siwxAtom, { status: 'idle' })
      await context.storage().remove('siwxSession').catch(logError)
      const api = store.get(apiClientAtom)
      if (session && store.get(hostConfigAtom).siwx?.signOutOnDisconnect && api)
        await revokeSiwxSession(api, session).catch(logError)
    },
  }
}

export type SignInFlow = ReturnType<typeof createSignInFlow>

function parseSiwxSession(raw: string | null): SiwxSession | undefined {
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as Partial<SiwxSession>
    if (
      typeof value.message === 'string' &&
      typeof value.signature === 'string' &&
      typeof value.data === 'object'
    )
      return value as SiwxSession
  } catch {
    return undefined
  }
  return undefined
}
