import { errorCodes, ProviderRpcError, type SocialProvider, UserRejectedRequestError } from '@latch/protocol'
import type { AccountType, AnySocialProvider } from '@latch/shared-types'
import { ApiRequestError } from '@/api/createApiClient'
import type { ApprovalRequest } from '@/connectors/ApprovalRequest'
import type { EmbeddedConnector } from '@/connectors/createEmbeddedConnector'
import type { LazyConnector } from '@/connectors/createLazyConnector'
import type { ConnectAnswer, ReauthVerifyAnswer } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { Login } from '@/embedded/api/loginsApi'
import type { AuthenticationCredential, RegistrationCredential } from '@/embedded/api/passkeyApi'
import type { TotpSetupAnswer, TotpStatusAnswer } from '@/embedded/api/totpApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import {
  type EmailLoginAction,
  emailLoginReducer,
  initialEmailLoginState,
} from '@/embedded/emailLoginReducer'
import { createFarcasterLink } from '@/embedded/farcaster/createFarcasterLink'
import { createFarcasterLogin, FarcasterLoginEndedError } from '@/embedded/farcaster/createFarcasterLogin'
import type { PasskeyLogin, PasskeyLoginChoice } from '@/embedded/passkey/createPasskeyLogin'
import type {
  PreparedPasskeyCeremony,
  PreparedPasskeyCeremonyDeps,
} from '@/embedded/passkey/createPreparedPasskeyCeremony'
import { SecondFactorCancelledError } from '@/embedded/SecondFactorCancelledError'
import { SessionExpiredError } from '@/embedded/SessionExpiredError'
import type { SecondFactorAnswer, SecondFactorAsk } from '@/embedded/secondFactorAsk'
import { serverErrorText } from '@/embedded/serverErrorText'
import { socialPopupPaths } from '@/embedded/social/oauthMessage'
import { socialProviderNames as socialNames } from '@/embedded/social/socialProviderNames'
import serverErrorsMessages from '@/i18n/compiled/en/serverErrors'
import { localeAtom } from '@/i18n/localeAtom'
import { messagesFor } from '@/i18n/messagesFor'
import { withLocale } from '@/i18n/withLocale'
import {
  alertAtom,
  approvalsAtom,
  emailLoginAtom,
  exportKeyAtom,
  hostLinkAtom,
  passkeyLoginAtom,
  routerAtom,
  secondFactorPromptAtom,
  sendLimitAtom,
  socialLoginAtom,
} from '@/state/atoms'
import type { ConnectionPort } from '@/state/FeaturePorts'
import type { FrameContext } from '@/state/FrameContext'
import { isEmbeddedAccount } from '@/state/selectors'

/** How long the embedded wallet's code may take to load before the frame says so (docs/behaviour.md#errors). */
const embeddedLoadTimeoutMs = 10_000
/** How often the frame asks whether the device was approved by the mailed link. */
const devicePollMs = 2_000

/** docs/behaviour.md#errors: a stored session the server no longer accepts. */
export const sessionExpiredAlert = {
  variant: 'error',
  shortMessage: 'Session Expired',
  longMessage: 'Your session is no longer valid. Check your device’s time settings and connect again.',
} as const

/** docs/behaviour.md#errors: the embedded wallet did not load in time. */
export const embeddedLoadAlert = {
  variant: 'error',
  shortMessage: 'Invalid App Configuration',
  longMessage:
    'The embedded wallet did not load in time. Verify that this domain is allowed for your project.',
} as const

const connectorRef = { id: 'embedded', name: 'Email', type: 'AUTH' as const }

/**
 * The embedded wallet's flows: email login (address, device approval, code), the approvals of
 * unsafe requests (ApproveTransaction, through the router's transaction stack so that its endings
 * are the ones docs/behaviour.md#views-and-the-stack lists), key export after a fresh code, and signing out.
 */
export function createEmbeddedFlow(
  context: FrameContext,
  deps: { connection: ConnectionPort; embedded: LazyConnector<EmbeddedConnector, never> },
) {
  const { store, dispatchRouter } = context
  // The visitor's language: the popups speak it, and the server mails in it.
  const locale = () => store.get(localeAtom).locale
  // The API client and its schemas load with the embedded wallet, not before Connect paints.
  let apiLoading: Promise<EmbeddedApi> | undefined
  const embeddedApi = () => {
    apiLoading ??= import('@/embedded/createEmbeddedApi').then(({ createEmbeddedApi }) =>
      createEmbeddedApi(context.api, locale),
    )
    return apiLoading
  }
  let devicePoll: ReturnType<typeof setTimeout> | undefined
  // A headless social login under way: its verifier and nonce stay in this frame's memory, like the
  // popup login's, and only a message from this origin carrying its state completes it.
  let headlessSocial:
    | {
        provider: SocialProvider
        redirectUri: string
        codeVerifier: string
        nonce: string
        code: Promise<string>
      }
    | undefined
  let stopHeadlessSocial: (() => void) | undefined
  // The login waiting in SecondFactor for the visitor's answer (askSecondFactor); where the factor is
  // a passkey, the ceremony that passes its device, prepared as the view shows.
  let secondFactorWait:
    | {
        ask: SecondFactorAsk
        resolve: (answer: SecondFactorAnswer) => void
        reject: (error: Error) => void
        passkey?: ReturnType<typeof preparedCeremony<ReauthVerifyAnswer>>
      }
    | undefined
  // A login the host drives (runHeadlessLogin): the second factor it meets is asked of the host, whose
  // pending message `asked` answers, and no view opens.
  let headlessLogin: { done: Promise<void>; asked: (refusal: string | undefined) => void } | undefined

  function endSecondFactorWait() {
    secondFactorWait?.passkey?.loaded()?.clear()
    secondFactorWait?.reject(new SecondFactorCancelledError())
    secondFactorWait = undefined
    store.set(secondFactorPromptAtom, undefined)
  }

  function submitSecondFactor(code: string) {
    const wait = secondFactorWait
    if (!wait) return
    secondFactorWait = undefined
    wait.passkey?.loaded()?.clear()
    store.set(secondFactorPromptAtom, { busy: true, kind: wait.ask.kind })
    wait.resolve({ code })
  }

  const farcaster = createFarcasterLogin(context, {
    api: embeddedApi,
    deviceId: async () => (await embedded()).deviceId(),
    connect: async (answer) => {
      const connector = await embedded()
      await deps.connection.connectThrough('embedded', { ...connectorRef, name: socialNames.farcaster }, () =>
        connector.connect({ login: answer }),
      )
    },
  })

  const farcasterLink = createFarcasterLink({ api: embeddedApi, bearer: () => sessionBearer() })

  // The passkey login (ConnectingPasskey) loads with its view, not before Connect paints; once
  // loaded, a try starts within the visitor's click.
  let passkeys: PasskeyLogin | undefined
  const passkeyLoading = async () => {
    const { createPasskeyLogin } = await import('@/embedded/passkey/createPasskeyLogin')
    passkeys ??= createPasskeyLogin(context, {
      api: embeddedApi,
      deviceId: async () => (await embedded()).deviceId(),
      connect: async (answer) => {
        const connector = await embedded()
        await deps.connection.connectThrough('embedded', { ...connectorRef, name: 'Passkey' }, () =>
          connector.connect({ login: answer }),
        )
      },
      describe: (error) => refusal(error).error,
      host,
    })
    return passkeys
  }

  // "Add a passkey" (AccountSettings' Logins) and "Confirm with a passkey" (ExportKey) load with their
  // views, and are then ready in the click.
  const host = () => store.get(hostLinkAtom)?.origin ?? ''
  function preparedCeremony<Result>(settings: Omit<PreparedPasskeyCeremonyDeps<Result>, 'host'>) {
    let made: PreparedPasskeyCeremony<Result> | undefined
    return {
      /** The ceremony, if it has loaded: what a click or a teardown uses without awaiting. */
      loaded: () => made,
      async load() {
        const { createPreparedPasskeyCeremony } = await import(
          '@/embedded/passkey/createPreparedPasskeyCeremony'
        )
        made ??= createPreparedPasskeyCeremony({ ...settings, host, locale })
        return made
      },
    }
  }
  const passkeyAdder = preparedCeremony({
    purpose: 'add',
    options: async () => (await embeddedApi()).passkeyAddOptions(await sessionBearer()),
    verify: async (challengeId, credential) =>
      (
        await (
          await embeddedApi()
        ).passkeyAddVerify(await sessionBearer(), {
          challengeId,
          credential: credential as RegistrationCredential,
        })
      ).logins,
  })
  const passkeyReauth = preparedCeremony({
    purpose: 'reauth',
    options: async () => (await embeddedApi()).passkeyReauthOptions(await sessionBearer()),
    verify: async (challengeId, credential) =>
      (await embeddedApi()).passkeyReauthVerify(await sessionBearer(), {
        challengeId,
        credential: credential as AuthenticationCredential,
      }),
  })

  // "Use a passkey" in AccountSettings: an assertion of one of the wallet's passkeys turns them into
  // its second factor, and answers the recovery codes.
  const passkeyFactorEnabler = preparedCeremony({
    purpose: 'reauth',
    options: async () => (await embeddedApi()).passkeyReauthOptions(await sessionBearer()),
    verify: async (challengeId, credential) => {
      const connector = await embedded()
      const body = {
        challengeId,
        credential: credential as AuthenticationCredential,
        deviceId: await connector.deviceId(),
      }
      return (await (await embeddedApi()).passkeySecondFactor(await sessionBearer(connector), body))
        .recoveryCodes
    },
  })

  const login = (action: EmailLoginAction) =>
    store.set(emailLoginAtom, emailLoginReducer(store.get(emailLoginAtom), action))

  async function embedded(): Promise<EmbeddedConnector> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(embeddedLoadAlert.shortMessage)), embeddedLoadTimeoutMs)
    })
    try {
      return await Promise.race([deps.embedded.loaded(), timeout])
    } catch (error) {
      store.set(alertAtom, { ...embeddedLoadAlert })
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  // What ExportKey learnt of the wallet's proofs stays known past a failed send, for the choice after it.
  function knownProofs(): { passkey?: boolean; totp?: boolean; passkeyFactor?: boolean } {
    const current = store.get(exportKeyAtom)
    if (current.step !== 'start') return {}
    return {
      ...(current.passkey !== undefined ? { passkey: current.passkey } : {}),
      ...(current.totp !== undefined ? { totp: current.totp } : {}),
      ...(current.passkeyFactor ? { passkeyFactor: true } : {}),
    }
  }

  // The user's answer in ApproveTransaction, in one call: the request on top of the transaction stack
  // is approved, or refused with 4001, and then the stack leaves its view (back, or where its entry
  // says), so that a close that follows finds nothing of it still waiting.
  function answerApproval(approved: boolean) {
    const entry = store.get(routerAtom).transactionStack.at(-1)
    const pending = store.get(approvalsAtom)
    const approval = pending.find((candidate) => candidate.id === entry?.id)
    if (approval) {
      store.set(
        approvalsAtom,
        pending.filter((candidate) => candidate !== approval),
      )
      if (approved) approval.resolve()
      else approval.reject(new UserRejectedRequestError())
    }
    dispatchRouter({ type: 'popTransactionStack', cancel: !approved })
  }

  // What ApproveTransaction compares a send with: the limit as the server has it now, since another
  // device may have changed it; a wallet without the second factor has none.
  function readSendLimit() {
    store.set(sendLimitAtom, { step: 'checking' })
    sessionBearer()
      .then(async (bearer) => (await embeddedApi()).totpStatus(bearer))
      .then(
        (status) => {
          store.set(
            sendLimitAtom,
            status.enabled && status.kind
              ? { step: 'known', limitUsd: status.sendLimitUsd, kind: status.kind }
              : { step: 'known', limitUsd: null },
          )
          // Approve may confirm with a passkey: its ceremony readied, so that the click opens it at once.
          if (status.enabled && status.kind === 'passkey' && status.sendLimitUsd !== null)
            passkeyReauth
              .load()
              .then((ceremony) => ceremony.prepare())
              .catch(() => undefined)
        },
        () => store.set(sendLimitAtom, { step: 'failed' }),
      )
  }

  function show(view: 'EmailVerifyOtp' | 'EmailVerifyDevice' | 'ApproveTransaction' | 'ExportKey') {
    const router = store.get(routerAtom)
    if (!router.open) dispatchRouter({ type: 'open', view })
    else if (router.view === 'EmailVerifyDevice' && view === 'EmailVerifyOtp')
      dispatchRouter({ type: 'replace', view })
    else dispatchRouter({ type: 'push', view })
  }

  function stopDevicePoll() {
    clearTimeout(devicePoll)
    devicePoll = undefined
  }

  function mailed(answer: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP'; challengeId: string }) {
    login({ type: 'mailed', ...answer, at: Date.now() })
    const { headless } = store.get(emailLoginAtom)
    if (answer.action === 'VERIFY_OTP') {
      stopDevicePoll()
      if (!headless) show('EmailVerifyOtp')
      return
    }
    if (!headless) show('EmailVerifyDevice')
    pollDevice(answer.challengeId)
  }

  // The mailed link approves the device in another tab: ask until it did, while the view waits on it.
  function pollDevice(challengeId: string) {
    stopDevicePoll()
    devicePoll = setTimeout(async () => {
      const state = store.get(emailLoginAtom)
      if (state.step !== 'device' || state.challengeId !== challengeId) return
      try {
        const status = await (await embeddedApi()).deviceStatus({ challengeId })
        if ('action' in status) return mailed(status)
      } catch (error) {
        console.error('latch: device status', error)
      }
      pollDevice(challengeId)
    }, devicePollMs)
  }

  /** The session's access token for a call that acts for it; none left means the session expired. */
  async function sessionBearer(connector?: EmbeddedConnector): Promise<string> {
    const bearer = await (connector ?? (await embedded())).accessToken()
    if (!bearer) throw new Error(sessionExpiredAlert.shortMessage)
    return bearer
  }

  async function finishLogin(answer: ConnectAnswer) {
    login({ type: 'connecting' })
    const connector = await embedded()
    await deps.connection.connectThrough('embedded', connectorRef, () => connector.connect({ login: answer }))
    login({ type: 'reset' })
  }

  /** A social login's popup at the frame's origin, opened in the click: its user activation lets it through. */
  function openSocialWindow(provider: SocialProvider) {
    return window.open(
      withLocale(`${window.location.origin}${socialPopupPaths.start}?provider=${provider}`, locale()),
      'latch-social-login',
      'popup,width=480,height=640',
    )
  }

  /** The code the provider gave `popup`, with the verifier and nonce that never left this frame. */
  async function socialCode(provider: SocialProvider, popup: Window | null) {
    const [{ runSocialPopup }, api] = await Promise.all([
      import('@/embedded/social/runSocialPopup'),
      embeddedApi(),
    ])
    return runSocialPopup({
      provider,
      authorize: (request) => api.socialAuthorize(request),
      openWindow: () => popup,
      frameOrigin: window.location.origin,
    })
  }

  // A login's refusal, written in English by the server, a passkey or a social login's popup, in the
  // visitor's language (any other text as it is).
  const inVisitorLanguage = (text: string) =>
    serverErrorText(text, messagesFor(store.get(localeAtom), serverErrorsMessages))

  function refusal(error: unknown) {
    if (error instanceof ApiRequestError) {
      const body = (error.body ?? {}) as { attemptsLeft?: unknown; retryAfterSeconds?: unknown }
      return {
        error: error.message,
        status: error.status,
        attemptsLeft: typeof body.attemptsLeft === 'number' ? body.attemptsLeft : undefined,
        retryAfterSeconds: typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined,
      }
    }
    return {
      error: error instanceof Error ? error.message : String(error),
      status: 0,
      attemptsLeft: undefined,
      retryAfterSeconds: undefined,
    }
  }

  async function submitCode(verify: (challengeId: string) => Promise<void>) {
    const { challengeId } = store.get(emailLoginAtom)
    if (!challengeId) return
    login({ type: 'submitCode' })
    try {
      await verify(challengeId)
    } catch (error) {
      const refused = refusal(error)
      // The fifth wrong code is the last: its answer has no tries left, and the challenge is over.
      const lastTry = refused.attemptsLeft === 0
      const ended = refused.status === 410 || refused.status === 429 || lastTry
      const text = lastTry ? embeddedApiErrors.tooManyAttempts : refused.error
      if (store.get(emailLoginAtom).step === 'connecting') login({ type: 'failed', error: text })
      else login({ type: 'codeRefused', error: text, attemptsLeft: refused.attemptsLeft, ended })
      if (ended || store.get(emailLoginAtom).step === 'email')
        dispatchRouter({ type: 'reset', view: 'Connect' })
      throw error
    }
  }

  function settleApprovals(settle: (approval: { resolve(): void; reject(error: Error): void }) => void) {
    const pending = store.get(approvalsAtom)
    store.set(approvalsAtom, [])
    for (const approval of pending) settle(approval)
  }

  return {
    /** The embedded wallet's API client, loaded on first use. */
    api: embeddedApi,
    /**
     * Loads the wallet's code and opens this device's storage ahead of a login (the visitor is in
     * the email field), so that Continue does not wait for them.
     */
    warm() {
      Promise.all([embeddedApi(), deps.embedded.loaded().then((connector) => connector.deviceId())]).catch(
        (error: unknown) => console.error('latch:', error),
      )
    },
    /**
     * Asks the server to mail a code (or a device approval) to `email`. `headless`: the host drives
     * the login from its own UI, so no view opens (approvals still do: they are the user's).
     */
    async submitEmail(email: string, options: { headless?: boolean } = {}) {
      login({ type: 'submitEmail', email, headless: options.headless ?? false })
      try {
        const deviceId = await (await embedded()).deviceId()
        const answer = await (await embeddedApi()).emailStart({
          email: store.get(emailLoginAtom).email,
          deviceId,
        })
        mailed(answer)
        return answer
      } catch (error) {
        const refused = refusal(error)
        login({
          type: 'refused',
          // Connect shows it under the email field, and its first load has no room for the server's
          // messages: it is said in the visitor's language here.
          error: inVisitorLanguage(refused.error),
          retryAfterSeconds: refused.retryAfterSeconds,
          at: Date.now(),
        })
        throw error
      }
    },
    /** Mails a new code to the address of the login under way. */
    resend() {
      const { email, headless } = store.get(emailLoginAtom)
      return this.submitEmail(email, { headless: headless ?? false })
    },
    /** The login code: right, the wallet opens; wrong, the view says so with the tries left. */
    submitOtp(code: string) {
      return submitCode(async (challengeId) =>
        finishLogin(await (await embeddedApi()).emailVerify({ challengeId, code })),
      )
    },
    /** The device code of the approval mail; then the login code is mailed. */
    submitDeviceCode(code: string) {
      return submitCode(async (challengeId) =>
        mailed(await (await embeddedApi()).deviceVerify({ challengeId, code })),
      )
    },
    /** Waits until the device is approved (by code or link) and the login code is mailed. */
    async waitForDevice(): Promise<void> {
      while (store.get(emailLoginAtom).step === 'device')
        await new Promise((resolve) => setTimeout(resolve, 250))
    },
    /**
     * A social login (docs/embedded-wallet.md#logins): the popup opens in the click, at the frame's
     * origin, and goes to the provider; its code comes back by postMessage and the server checks it
     * with the verifier, which never left this frame's memory. A closed popup or a refusal returns to
     * Connect with its reason.
     */
    async connectSocial(provider: AnySocialProvider) {
      if (provider === 'farcaster') return this.connectFarcaster()
      const popup = openSocialWindow(provider)
      store.set(socialLoginAtom, { provider, status: 'popup' })
      dispatchRouter({
        type: store.get(routerAtom).view === 'ConnectingSocial' ? 'replace' : 'push',
        view: 'ConnectingSocial',
      })
      try {
        const result = await socialCode(provider, popup)
        store.set(socialLoginAtom, { provider, status: 'verifying' })
        const [connector, api] = await Promise.all([embedded(), embeddedApi()])
        const answer = await api.socialVerify({ provider, ...result, deviceId: await connector.deviceId() })
        await deps.connection.connectThrough(
          'embedded',
          { ...connectorRef, name: socialNames[provider] },
          () => connector.connect({ login: answer }),
        )
      } catch (error) {
        dispatchRouter({ type: 'reset', view: 'Connect' })
        context.dispatchToast({
          type: 'show',
          variant: 'error',
          message: inVisitorLanguage(refusal(error).error),
        })
      } finally {
        store.set(socialLoginAtom, undefined)
      }
    },
    /**
     * Sign in with Farcaster in ConnectingFarcaster (docs/farcaster.md): its QR code and link lead
     * to the Farcaster client; once it approves, the wallet opens. An expired or refused approval
     * returns to Connect with its reason; leaving the view ends the login (clearFarcaster).
     */
    async connectFarcaster() {
      dispatchRouter({
        type: store.get(routerAtom).view === 'ConnectingFarcaster' ? 'replace' : 'push',
        view: 'ConnectingFarcaster',
      })
      try {
        await farcaster.start()
        await farcaster.approved()
      } catch (error) {
        if (error instanceof FarcasterLoginEndedError) return
        dispatchRouter({ type: 'reset', view: 'Connect' })
        context.dispatchToast({
          type: 'show',
          variant: 'error',
          message: inVisitorLanguage(refusal(error).error),
        })
      }
    },
    /** ConnectingPasskey (docs/passkeys.md): opens the view and prepares a login. */
    async openPasskey() {
      dispatchRouter({
        type: store.get(routerAtom).view === 'ConnectingPasskey' ? 'replace' : 'push',
        view: 'ConnectingPasskey',
      })
      await (await passkeyLoading()).open()
    },
    /** The visitor's choice in ConnectingPasskey, called in the click: log in, or create a wallet. */
    async startPasskey(purpose: PasskeyLoginChoice) {
      await (passkeys ?? (await passkeyLoading())).start(purpose)
    },
    /** The headless Farcaster login's first half (getFarcasterUri): the URL for the host to show. */
    prepareFarcaster(): Promise<{ url: string }> {
      return farcaster.start()
    },
    /** Its second half (connectFarcaster): settles once the client approved and the wallet opened. */
    async completeFarcaster(): Promise<void> {
      if (!farcaster.waiting())
        throw new ProviderRpcError(
          errorCodes.invalidRequest,
          'No Farcaster login is waiting: send getFarcasterUri first.',
        )
      await farcaster.approved()
    },
    /** The Farcaster login under way ends, and its URL is forgotten. */
    clearFarcaster() {
      farcaster.clear()
    },
    /**
     * The embedded wallet starts afresh: the logins under way are dropped, and when no account is
     * connected its stored session (if any) is tried again.
     */
    async reload() {
      stopDevicePoll()
      stopHeadlessSocial?.()
      store.set(emailLoginAtom, initialEmailLoginState)
      store.set(socialLoginAtom, undefined)
      await deps.connection.reconnectIfDisconnected()
    },
    /**
     * The first half of a headless social login (getSocialRedirectUri): the provider's URL for a
     * popup the host page opens on its own user's click. The popup's callback page tells the frames of
     * its opener, at this frame's origin only, what the provider answered.
     */
    async prepareSocial(provider: SocialProvider): Promise<{ uri: string }> {
      const frameOrigin = window.location.origin
      const redirectUri = `${frameOrigin}${socialPopupPaths.callback}`
      const [{ createSocialLoginSecrets }, { isOauthMessage }, { SocialLoginError }, api] = await Promise.all(
        [
          import('@/embedded/social/createPkce'),
          import('@/embedded/social/oauthMessage'),
          import('@/embedded/social/SocialLoginError'),
          embeddedApi(),
        ],
      )
      const secrets = await createSocialLoginSecrets()
      const { url } = await api.socialAuthorize({
        provider,
        redirectUri,
        codeChallenge: secrets.codeChallenge,
        state: secrets.state,
        nonce: secrets.nonce,
      })
      stopHeadlessSocial?.()
      const code = new Promise<string>((resolve, reject) => {
        const stop = () => {
          window.removeEventListener('message', onMessage)
          clearTimeout(timer)
        }
        const onMessage = (event: MessageEvent) => {
          if (
            event.origin !== frameOrigin ||
            !isOauthMessage(event.data) ||
            event.data.state !== secrets.state
          )
            return
          stop()
          if ('code' in event.data) resolve(event.data.code)
          else reject(new SocialLoginError(event.data.error === 'access_denied' ? 'denied' : 'provider'))
        }
        // The provider's login takes the user a while, but not forever: an abandoned one ends.
        const timer = setTimeout(() => {
          stop()
          reject(new SocialLoginError('closed'))
        }, 10 * 60_000)
        window.addEventListener('message', onMessage)
        stopHeadlessSocial = () => {
          stop()
          reject(new SocialLoginError('closed'))
        }
      })
      code.catch(() => undefined)
      headlessSocial = {
        provider,
        redirectUri,
        codeVerifier: secrets.codeVerifier,
        nonce: secrets.nonce,
        code,
      }
      return { uri: url }
    },
    /** The second half (connectSocial): waits for the provider's answer, then the wallet opens. */
    async completeSocial(): Promise<void> {
      const pending = headlessSocial
      if (!pending)
        throw new ProviderRpcError(
          errorCodes.invalidRequest,
          'No social login is waiting: send getSocialRedirectUri first.',
        )
      try {
        const code = await pending.code
        const [connector, api] = await Promise.all([embedded(), embeddedApi()])
        const answer = await api.socialVerify({
          provider: pending.provider,
          code,
          codeVerifier: pending.codeVerifier,
          redirectUri: pending.redirectUri,
          nonce: pending.nonce,
          deviceId: await connector.deviceId(),
        })
        await deps.connection.connectThrough(
          'embedded',
          { ...connectorRef, name: socialNames[pending.provider] },
          () => connector.connect({ login: answer }),
        )
      } finally {
        if (headlessSocial === pending) headlessSocial = undefined
      }
    },
    /** Shows an unsafe request in ApproveTransaction; settles when the user approves or refuses. */
    approve(request: ApprovalRequest): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const id = crypto.randomUUID()
        const wasOpen = store.get(routerAtom).open
        const approval = { id, request, origin: store.get(hostLinkAtom)?.origin ?? '', resolve, reject }
        store.set(approvalsAtom, [...store.get(approvalsAtom), approval])
        dispatchRouter({
          type: 'pushTransactionStack',
          entry: wasOpen ? { id, goBack: true } : { id, replace: true },
        })
        show('ApproveTransaction')
        readSendLimit()
      })
    },
    /**
     * Approve with a code of the second factor, where the request is worth more than the wallet's
     * send limit: the server checks the code, then the request on top of the stack is approved.
     * Rejects with the server's refusal (a wrong code, the lock), the request still waiting.
     */
    async approveWithSecondFactor(code: string) {
      await (await embeddedApi()).totpVerify(await sessionBearer(), { code })
      answerApproval(true)
    },
    /**
     * Approve where the wallet's second factor is a passkey and the request is worth more than its
     * send limit, called in the click: one of its passkeys confirms the visitor (its prompt or popup
     * opens at once), then the request on top of the stack is approved. Rejects with the refusal, the
     * request still waiting.
     */
    async approveWithPasskey() {
      await (passkeyReauth.loaded() ?? (await passkeyReauth.load())).run()
      answerApproval(true)
    },
    /** Approve or Reject in ApproveTransaction, for the request on top of the transaction stack. */
    answerApproval,
    /** The modal closed: every request waiting for approval is refused (4001), the export forgotten. */
    modalClosed() {
      if (!headlessLogin) endSecondFactorWait()
      passkeys?.clear()
      passkeyAdder.loaded()?.clear()
      passkeyReauth.loaded()?.clear()
      passkeyFactorEnabler.loaded()?.clear()
      stopDevicePoll()
      settleApprovals((approval) => approval.reject(new UserRejectedRequestError()))
      const router = store.get(routerAtom)
      if (router.transactionStack.length > 0) store.set(routerAtom, { ...router, transactionStack: [] })
      store.set(exportKeyAtom, { step: 'start', busy: false })
    },
    /** Any view change: the exported key never outlives its view, nor a passkey ceremony its own. */
    routed() {
      const { view } = store.get(routerAtom)
      if (store.get(passkeyLoginAtom) && view !== 'ConnectingPasskey') passkeys?.clear()
      if (view !== 'AccountSettings') passkeyAdder.loaded()?.clear()
      if (view !== 'ExportKey' && view !== 'AccountSettings' && view !== 'ApproveTransaction')
        passkeyReauth.loaded()?.clear()
      if (view !== 'AccountSettings') passkeyFactorEnabler.loaded()?.clear()
      if (view !== 'SecondFactor' && !headlessLogin) endSecondFactorWait()
      const exportState = store.get(exportKeyAtom)
      if (exportState.step === 'shown' && view !== 'ExportKey')
        store.set(exportKeyAtom, { step: 'start', busy: false })
    },
    /**
     * A login on a device that has not passed the wallet's second factor: SecondFactor asks for a
     * code, or one of the wallet's passkeys (telling the last refusal), and this settles with the
     * answer, or rejects when the visitor leaves the view or closes the modal. A login the host drives
     * is asked of the host for an app's code; a passkey's ceremony needs the visitor in the frame.
     */
    askSecondFactor(ask: SecondFactorAsk): Promise<SecondFactorAnswer> {
      secondFactorWait?.passkey?.loaded()?.clear()
      secondFactorWait?.reject(new SecondFactorCancelledError())
      return new Promise<SecondFactorAnswer>((resolve, reject) => {
        const wait: NonNullable<typeof secondFactorWait> = { ask, resolve, reject }
        secondFactorWait = wait
        const { refusal, kind } = ask
        store.set(
          secondFactorPromptAtom,
          refusal ? { busy: false, kind, error: refusal } : { busy: false, kind },
        )
        if (kind === 'passkey') {
          wait.passkey = preparedCeremony({
            purpose: 'reauth',
            options: async () => (await embeddedApi()).passkeyReauthOptions(ask.bearer),
            verify: async (challengeId, credential) =>
              (await embeddedApi()).passkeyReauthVerify(ask.bearer, {
                challengeId,
                credential: credential as AuthenticationCredential,
                deviceId: ask.deviceId,
              }),
          })
          // A failure here is met again, and told, when the visitor clicks.
          wait.passkey
            .load()
            .then((ceremony) => ceremony.prepare())
            .catch(() => undefined)
        }
        if (headlessLogin && kind === 'totp') return headlessLogin.asked(refusal)
        const router = store.get(routerAtom)
        if (router.view !== 'SecondFactor')
          dispatchRouter({ type: router.open ? 'push' : 'open', view: 'SecondFactor' })
      })
    },
    /** The code typed in SecondFactor, to the login waiting for it. */
    submitSecondFactor,
    /**
     * "Confirm with a passkey" in SecondFactor, called in the click: one of the wallet's passkeys
     * passes this device, and the login goes on; a refusal is told, the login still waiting.
     */
    async confirmSecondFactorWithPasskey() {
      const wait = secondFactorWait
      if (!wait?.passkey) return
      const proved = (wait.passkey.loaded() ?? (await wait.passkey.load())).run()
      store.set(secondFactorPromptAtom, { busy: true, kind: 'passkey' })
      try {
        await proved
      } catch (error) {
        if (secondFactorWait === wait)
          store.set(secondFactorPromptAtom, { busy: false, kind: 'passkey', error: refusal(error).error })
        return
      }
      if (secondFactorWait !== wait) return
      secondFactorWait = undefined
      wait.resolve({ passed: true })
    },
    /**
     * Runs a login the host drives (connectOtp, connectSocial, connectFarcaster): settles 'connected'
     * once it did, or 'secondFactor' as soon as it waits for the wallet's second factor, whose code
     * the host then gives (`submitHeadlessSecondFactor`). Rejects as the login does.
     */
    runHeadlessLogin(login: () => Promise<void>): Promise<'connected' | 'secondFactor'> {
      return new Promise((resolve, reject) => {
        const run = { done: Promise.resolve(), asked: () => resolve('secondFactor') }
        headlessLogin = run
        run.done = login().finally(() => {
          if (headlessLogin === run) headlessLogin = undefined
        })
        run.done.then(() => resolve('connected'), reject)
      })
    },
    /**
     * The host's code (connectSecondFactor) for its login waiting for the second factor: settles once
     * the login connected; rejects with the server's refusal (a wrong code, the lock) while the login
     * waits for another code, or as the login ends.
     */
    submitHeadlessSecondFactor(code: string): Promise<void> {
      const run = headlessLogin
      if (!run || !secondFactorWait)
        return Promise.reject(
          new ProviderRpcError(
            errorCodes.invalidRequest,
            'No login is waiting for a second factor: it answers VERIFY_SECOND_FACTOR first.',
          ),
        )
      return new Promise((resolve, reject) => {
        run.asked = (refusal) =>
          reject(new ProviderRpcError(errorCodes.invalidParams, refusal ?? embeddedApiErrors.invalidCode))
        run.done.then(resolve, reject)
        submitSecondFactor(code)
      })
    },
    /** A login waiting for the second factor ends (the host signed out): the device gets no share. */
    cancelSecondFactor() {
      endSecondFactorWait()
    },
    /** A stored session the server refused: the user must log in again. */
    reconnectFailed(error: unknown) {
      // An unreachable server says nothing about the session: only a refusal of it is told.
      const expired =
        error instanceof SessionExpiredError || (error instanceof ApiRequestError && error.status === 401)
      if (expired) store.set(alertAtom, { ...sessionExpiredAlert })
    },
    /** Key export: a fresh code to the account's address first (ExportKey). */
    async startExport() {
      const known = knownProofs()
      store.set(exportKeyAtom, { step: 'start', busy: true, ...known })
      try {
        const bearer = await sessionBearer()
        const { challengeId } = await (await embeddedApi()).reauthStart(bearer)
        store.set(exportKeyAtom, { step: 'code', challengeId, busy: false })
      } catch (error) {
        store.set(exportKeyAtom, { step: 'start', busy: false, ...known, error: refusal(error).error })
      }
    },
    /**
     * Key export proved by one of the wallet's passkeys instead of a mailed code, called in the click:
     * its prompt (or popup) opens at once; once the server accepts it the keys are shown in the frame.
     */
    async confirmExportWithPasskey() {
      const state = store.get(exportKeyAtom)
      if (state.step !== 'start' || !state.passkey || state.busy) return
      const proved = (passkeyReauth.loaded() ?? (await passkeyReauth.load())).run()
      const known = knownProofs()
      store.set(exportKeyAtom, { ...known, step: 'start', busy: true, passkey: true })
      try {
        await proved
        const connector = await embedded()
        store.set(exportKeyAtom, { step: 'shown', keys: await connector.exportKeys() })
      } catch (error) {
        store.set(exportKeyAtom, {
          ...known,
          step: 'start',
          busy: false,
          passkey: true,
          error: refusal(error).error,
        })
      }
    },
    /**
     * Key export proved by the authenticator app's code or a recovery code, where the wallet's second
     * factor is on (docs/passkeys.md#second-factor): right, the keys are shown in the frame.
     */
    async confirmExportWithAuthenticator(code: string) {
      const state = store.get(exportKeyAtom)
      if (state.step !== 'start' || !(state.totp || state.passkeyFactor) || state.busy) return
      const { error: _shown, ...asked } = state
      store.set(exportKeyAtom, { ...asked, busy: true })
      try {
        const connector = await embedded()
        const bearer = await sessionBearer(connector)
        await (await embeddedApi()).totpVerify(bearer, { code })
        store.set(exportKeyAtom, { step: 'shown', keys: await connector.exportKeys() })
      } catch (error) {
        store.set(exportKeyAtom, { ...asked, busy: false, error: refusal(error).error })
      }
    },
    /** The fresh code: right, the keys are shown in the frame (and only there). */
    async confirmExport(code: string) {
      const state = store.get(exportKeyAtom)
      if (state.step !== 'code') return
      store.set(exportKeyAtom, { ...state, busy: true })
      try {
        const connector = await embedded()
        const bearer = await sessionBearer(connector)
        await (await embeddedApi()).reauthVerify(bearer, { challengeId: state.challengeId, code })
        store.set(exportKeyAtom, { step: 'shown', keys: await connector.exportKeys() })
      } catch (error) {
        store.set(exportKeyAtom, { ...state, busy: false, error: refusal(error).error })
      }
    },
    /** AccountSettings' two-step verification: whether the authenticator app is on, and its recovery codes left. */
    async secondFactor(): Promise<TotpStatusAnswer> {
      return (await embeddedApi()).totpStatus(await sessionBearer())
    },
    /** A new authenticator secret to scan or type; the factor stays off until `enableTotp`. */
    async setUpTotp(): Promise<TotpSetupAnswer> {
      return (await embeddedApi()).totpSetup(await sessionBearer())
    },
    /**
     * The app's first code turns the factor on (this device counts as having passed it); answers its
     * recovery codes, shown this once.
     */
    async enableTotp(code: string): Promise<string[]> {
      const connector = await embedded()
      const body = { code, deviceId: await connector.deviceId() }
      return (await (await embeddedApi()).totpEnable(await sessionBearer(connector), body)).recoveryCodes
    },
    /** Readies "Use a passkey" (the passkey as second factor) so that its click opens the ceremony at once. */
    async preparePasskeyFactor() {
      await (await passkeyFactorEnabler.load()).prepare()
    },
    /**
     * "Use a passkey", called in the click: one of the wallet's passkeys confirms it, and the passkeys
     * become its second factor (this device has passed it). Answers the recovery codes, shown once.
     */
    async enablePasskeyFactor(): Promise<string[]> {
      return (passkeyFactorEnabler.loaded() ?? (await passkeyFactorEnabler.load())).run()
    },
    /** Readies "Confirm with a passkey" where a passkey factor is asked for, so that its click opens at once. */
    async preparePasskeyConfirm() {
      await (await passkeyReauth.load()).prepare()
    },
    /**
     * "Confirm with a passkey", called in the click: one of the wallet's passkeys proves the session
     * anew, which a passkey factor asks before the logins change, the limit is set or it is turned off.
     */
    async confirmWithPasskey(): Promise<void> {
      await (passkeyReauth.loaded() ?? (await passkeyReauth.load())).run()
    },
    /** A code of the factor proves the session anew, for the changes of the logins that ask for one. */
    async confirmSecondFactor(code: string): Promise<void> {
      await (await embeddedApi()).totpVerify(await sessionBearer(), { code })
    },
    /**
     * A code of the factor sets the worth in USD over which a send asks for one (null: none); no code
     * after a passkey factor confirmed the session (`confirmWithPasskey`).
     */
    async setSendLimit(sendLimitUsd: number | null, code?: string): Promise<TotpStatusAnswer> {
      const body = code === undefined ? { sendLimitUsd } : { code, sendLimitUsd }
      return (await embeddedApi()).totpSendLimit(await sessionBearer(), body)
    },
    /** A code of the factor (the app's or a recovery code) turns it off; none after `confirmWithPasskey`. */
    async disableTotp(code?: string): Promise<TotpStatusAnswer> {
      return (await embeddedApi()).totpDisable(await sessionBearer(), code === undefined ? {} : { code })
    },
    /** AccountSettings: the account the host sees from now on; the host is told (accountsChanged). */
    async setAccountType(type: AccountType) {
      return (await embedded()).setAccountType(type)
    },
    /** AccountSettings' Logins: every login that reaches the wallet (docs/passkeys.md#linked-logins). */
    async logins(): Promise<Login[]> {
      const bearer = await sessionBearer()
      return (await (await embeddedApi()).logins(bearer)).logins
    },
    /** Readies "Add a passkey" when the Logins show, so that its click can open the ceremony at once. */
    async preparePasskeyAdd() {
      await (await passkeyAdder.load()).prepare()
    },
    /** "Add a passkey", called in the click: another passkey opens this wallet. Answers the logins. */
    async addPasskey(): Promise<Login[]> {
      return (passkeyAdder.loaded() ?? (await passkeyAdder.load())).run()
    },
    /**
     * AccountSettings' "Link Google" and the like, called in the click: the provider's popup proves
     * the account as at login, and the server links it to this wallet, or refuses one that opens
     * another wallet. Answers the logins.
     */
    async linkSocial(provider: SocialProvider): Promise<Login[]> {
      const popup = openSocialWindow(provider)
      const code = await socialCode(provider, popup)
      const bearer = await sessionBearer()
      return (await (await embeddedApi()).socialLink(bearer, { provider, ...code })).logins
    },
    /**
     * AccountSettings' "Link Farcaster": `show` gets the URL to approve in Farcaster (the section
     * draws its QR code); answers the logins once the server linked the FID, or rejects with its
     * refusal, or with FarcasterLoginEndedError when `stopFarcasterLink` ended it.
     */
    linkFarcaster(show: (url: string) => void): Promise<Login[]> {
      return farcasterLink.run(show)
    },
    /** The Farcaster link under way ends (the visitor cancelled, or left AccountSettings). */
    stopFarcasterLink() {
      farcasterLink.clear()
    },
    /** One login fewer (never the last: the server refuses it); answers the logins left. */
    async removeLogin(login: Pick<Login, 'kind' | 'id'>): Promise<Login[]> {
      const bearer = await sessionBearer()
      return (await (await embeddedApi()).loginRemove(bearer, { kind: login.kind, id: login.id })).logins
    },
    /**
     * ExportKey, and how the user can prove it is them there: whether the wallet's authenticator app
     * is on, and whether a passkey of the wallet can (prepared meanwhile).
     */
    openExport() {
      const record = (proofs: { passkey: boolean } | { totp: boolean; passkeyFactor?: boolean }) => {
        const state = store.get(exportKeyAtom)
        if (state.step === 'start') store.set(exportKeyAtom, { ...state, ...proofs })
      }
      const recordWhetherPasskey = (passkey: boolean) => record({ passkey })
      store.set(exportKeyAtom, { step: 'start', busy: false })
      show('ExportKey')
      sessionBearer()
        .then(async (bearer) => (await embeddedApi()).totpStatus(bearer))
        .then(
          // A passkey factor leaves the passkey as the only proof (the mailed code is refused).
          (status) =>
            record(
              status.enabled && status.kind === 'passkey'
                ? { totp: false, passkeyFactor: true }
                : { totp: status.enabled },
            ),
          // Unknown: the mailed code is offered, and the server refuses it where the app must answer.
          () => record({ totp: false }),
        )
      passkeyReauth
        .load()
        .then((ceremony) => ceremony.prepare())
        .then(
          () => recordWhetherPasskey(true),
          // No passkey (or the server did not answer): the mailed code remains.
          () => recordWhetherPasskey(false),
        )
    },
    /** Whether the account connected is the embedded wallet's. */
    isEmbedded() {
      return isEmbeddedAccount(store)
    },
    destroy() {
      passkeys?.clear()
      passkeyAdder.loaded()?.clear()
      passkeyReauth.loaded()?.clear()
      passkeyFactorEnabler.loaded()?.clear()
      farcaster.clear()
      farcasterLink.clear()
      stopDevicePoll()
      stopHeadlessSocial?.()
      settleApprovals((approval) => approval.reject(new UserRejectedRequestError()))
    },
  }
}

export type EmbeddedFlow = ReturnType<typeof createEmbeddedFlow>
