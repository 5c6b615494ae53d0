import {
  errorCodes,
  type PayloadOf,
  ProviderRpcError,
  type ResultOf,
  UnauthorizedProviderError,
} from '@latch/protocol'
import { ApiRequestError } from '@/api/createApiClient'
import type { EmbeddedConnector } from '@/connectors/createEmbeddedConnector'
import type { LazyConnector } from '@/connectors/createLazyConnector'
import { connectionAtom, emailLoginAtom, embeddedAccountAtom } from '@/state/atoms'
import type { ConnectionPort } from '@/state/FeaturePorts'
import type { FrameContext } from '@/state/FrameContext'
import { activeNetwork } from '@/state/selectors'
import { createEmailUpdateFlow, type EmailUpdateFlow } from './createEmailUpdateFlow'
import type { EmbeddedFlow } from './createEmbeddedFlow'

/**
 * A refusal of the frame's server as the host sees it: the server's own text ('Invalid code',
 * 'Please try again after 30 seconds', ...), 4100 when the session is gone, -32602 when the input
 * was refused, -32603 when the server failed.
 */
function refusal(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error
  const code =
    error.status === 401 || error.status === 403
      ? errorCodes.unauthorized
      : error.status >= 500
        ? errorCodes.internal
        : errorCodes.invalidParams
  return new ProviderRpcError(code, error.message, { cause: error })
}

/** Runs `call`, turning a refusal of the frame's server into the host's error. */
async function answer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw refusal(error)
  }
}

/** A login's answer while the wallet waits for its second factor on this device. */
const verifySecondFactor = { action: 'VERIFY_SECOND_FACTOR' } as const

type Handler<T extends keyof EmbeddedMessageHandlers> = EmbeddedMessageHandlers[T]

/** The embedded-wallet messages a host sends to drive the login from its own UI (docs/behaviour.md#calls). */
export type EmbeddedMessageHandlers = {
  connectEmail(payload: PayloadOf<'connectEmail'>): Promise<ResultOf<'connectEmail'>>
  connectDevice(): Promise<ResultOf<'connectDevice'>>
  connectOtp(payload: PayloadOf<'connectOtp'>): Promise<ResultOf<'connectOtp'>>
  getUser(): ResultOf<'getUser'>
  signOut(): Promise<ResultOf<'signOut'>>
  getSocialRedirectUri(payload: PayloadOf<'getSocialRedirectUri'>): Promise<ResultOf<'getSocialRedirectUri'>>
  connectSocial(payload: PayloadOf<'connectSocial'>): Promise<ResultOf<'connectSocial'>>
  getFarcasterUri(payload: PayloadOf<'getFarcasterUri'>): Promise<ResultOf<'getFarcasterUri'>>
  connectFarcaster(payload: PayloadOf<'connectFarcaster'>): Promise<ResultOf<'connectFarcaster'>>
  connectSecondFactor(payload: PayloadOf<'connectSecondFactor'>): Promise<ResultOf<'connectSecondFactor'>>
  updateEmail(payload: PayloadOf<'updateEmail'>): Promise<ResultOf<'updateEmail'>>
  updateEmailPrimaryOtp(
    payload: PayloadOf<'updateEmailPrimaryOtp'>,
  ): Promise<ResultOf<'updateEmailPrimaryOtp'>>
  updateEmailSecondaryOtp(
    payload: PayloadOf<'updateEmailSecondaryOtp'>,
  ): Promise<ResultOf<'updateEmailSecondaryOtp'>>
  initSmartAccount(): Promise<ResultOf<'initSmartAccount'>>
  setPreferredAccount(payload: PayloadOf<'setPreferredAccount'>): Promise<ResultOf<'setPreferredAccount'>>
}

/**
 * The headless embedded-wallet messages, loaded with the embedded wallet (not before Connect
 * paints): the login by email without a view opening (and the code of the wallet's second factor it
 * may ask for), the user, signing out and changing the email.
 *
 * @example
 * const handlers = createEmbeddedMessageHandlers(context, { connection, flow, connector })
 * await handlers.connectEmail({ email: 'ada@example.com' }) // { action: 'VERIFY_OTP' }
 */
export function createEmbeddedMessageHandlers(
  context: FrameContext,
  deps: {
    connection: ConnectionPort
    flow: EmbeddedFlow
    connector: LazyConnector<EmbeddedConnector, never>
    /** The change of email the views share; made here when not given. */
    emailUpdate?: EmailUpdateFlow
  },
): EmbeddedMessageHandlers {
  const { store } = context
  const { flow } = deps
  const emailUpdate =
    deps.emailUpdate ?? createEmailUpdateFlow(context, { embedded: deps.connector, api: flow.api })
  const embeddedConnected = () => flow.isEmbedded() && deps.connection.isConnected()
  const loginStep = () => store.get(emailLoginAtom).step

  const getUser: Handler<'getUser'> = () => {
    const account = store.get(embeddedAccountAtom)
    if (!embeddedConnected() || !account?.address) throw new UnauthorizedProviderError()
    const { address: eoa, smartAccount } = account
    const preferred = account.accountType ?? 'eoa'
    const chainId = store.get(connectionAtom).chainId ?? activeNetwork(store)?.id ?? 1
    return {
      ...(account.email ? { email: account.email } : {}),
      address: preferred === 'smartAccount' && smartAccount ? smartAccount : eoa,
      chainId,
      smartAccountDeployed: account.smartAccountDeployed ?? false,
      accounts: [
        { address: eoa, type: 'eoa' },
        ...(smartAccount ? [{ address: smartAccount, type: 'smartAccount' as const }] : []),
      ],
      preferredAccountType: preferred,
      ...(account.userName ? { userName: account.userName.slice(0, 100) } : {}),
    }
  }
  const connectedWallet = async () => {
    if (!embeddedConnected()) throw new UnauthorizedProviderError()
    return deps.connector.loaded()
  }

  return {
    connectEmail: ({ email }) =>
      answer(async () => {
        const { action } = await flow.submitEmail(email, { headless: true })
        return { action }
      }),
    async connectDevice() {
      if (loginStep() === 'device') await flow.waitForDevice()
      const { step, error } = store.get(emailLoginAtom)
      if (step === 'otp') return {}
      throw new ProviderRpcError(
        errorCodes.invalidRequest,
        error ?? 'No device approval is waiting: send connectEmail first.',
      )
    },
    connectOtp: ({ otp }) =>
      answer(async () => {
        const step = loginStep()
        if (step !== 'otp')
          throw new ProviderRpcError(
            errorCodes.invalidRequest,
            step === 'device'
              ? 'This device must be approved first: send connectDevice.'
              : 'No email login is waiting for a code: send connectEmail first.',
          )
        if ((await flow.runHeadlessLogin(() => flow.submitOtp(otp))) === 'secondFactor')
          return verifySecondFactor
        if (!embeddedConnected())
          throw new ProviderRpcError(
            errorCodes.internal,
            store.get(emailLoginAtom).error ?? 'The embedded wallet did not connect.',
          )
        return {}
      }),
    getUser,
    // The headless social login: the host opens the provider's page in a popup on its user's click;
    // the frame keeps the secrets and completes the login when the popup answers.
    getSocialRedirectUri: ({ provider }) => answer(() => flow.prepareSocial(provider)),
    connectSocial: () =>
      answer(async () =>
        (await flow.runHeadlessLogin(() => flow.completeSocial())) === 'secondFactor'
          ? verifySecondFactor
          : getUser(),
      ),
    // The headless Farcaster login: the host shows the URL (as a QR code, say); connectFarcaster
    // settles once Farcaster approved and the wallet opened, with the Farcaster username.
    getFarcasterUri: () => answer(() => flow.prepareFarcaster()),
    connectFarcaster: () =>
      answer(async () =>
        (await flow.runHeadlessLogin(() => flow.completeFarcaster())) === 'secondFactor'
          ? verifySecondFactor
          : { userName: getUser().userName ?? '' },
      ),
    // A login that answered VERIFY_SECOND_FACTOR waits for this: a code the host's user typed.
    connectSecondFactor: ({ code }) =>
      answer(async () => {
        await flow.submitHeadlessSecondFactor(code)
        return getUser()
      }),
    async signOut() {
      emailUpdate.reset()
      flow.cancelSecondFactor()
      if (flow.isEmbedded()) await deps.connection.disconnect()
      else if (store.get(embeddedAccountAtom)) await deps.connector.disconnect()
      if (store.get(embeddedAccountAtom))
        throw new ProviderRpcError(
          errorCodes.internal,
          store.get(connectionAtom).error?.message ?? 'Failed to disconnect',
        )
      return {}
    },
    updateEmail: ({ email }) => answer(() => emailUpdate.start(email)),
    updateEmailPrimaryOtp: ({ otp }) =>
      answer(async () => {
        await emailUpdate.verifyPrimary(otp)
        return {}
      }),
    updateEmailSecondaryOtp: ({ otp }) => answer(() => emailUpdate.verifySecondary(otp)),
    // The smart account's address is known without deploying it: this reports it and whether the
    // chain has it yet; its first transaction deploys it.
    async initSmartAccount() {
      const connector = await connectedWallet()
      const accounts = connector.accounts()
      if (!accounts) throw new UnauthorizedProviderError()
      return { address: accounts.smartAccount, isDeployed: await connector.smartAccountDeployed() }
    },
    setPreferredAccount: ({ type }) =>
      answer(async () => {
        const connector = await connectedWallet()
        return { type, address: await connector.setAccountType(type) }
      }),
  }
}
