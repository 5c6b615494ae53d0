import type { ConnectAnswer } from '@/embedded/api/authApi'
import type {
  AuthenticationCredential,
  PasskeyOptionsAnswer,
  RegistrationCredential,
} from '@/embedded/api/passkeyApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { localeAtom } from '@/i18n/localeAtom'
import { passkeyLoginAtom } from '@/state/atoms'
import type { FrameContext } from '@/state/FrameContext'
import { frameAllowsFeature, openPasskeyWindow, passkeyCeremonyFeatures } from './passkeyCeremonyDefaults'
import type { PasskeyPurpose } from './passkeyPopupMessages'
import { performPasskeyCeremony } from './performPasskeyCeremony'
import { type PasskeyPopupWindow, runPasskeyCeremony } from './runPasskeyCeremony'

type Deps = {
  api: () => Promise<EmbeddedApi>
  deviceId: () => Promise<string>
  /** Logs the embedded wallet in with the server's answer. */
  connect: (answer: ConnectAnswer) => Promise<void>
  /** The sentence the view shows for a failure. */
  describe: (error: unknown) => string
  /** The host page's origin, which the popup shows. */
  host: () => string
  /** Whether the browser lets this frame run a ceremony (the iframe's `allow`); WebAuthn's own check by default. */
  allowsFeature?: (feature: string) => boolean
  /** Opens the popup, as `window.open` does; the centred one by default. */
  openWindow?: (url: string) => PasskeyPopupWindow | null
  /** Runs a ceremony in this frame; performPasskeyCeremony by default. */
  perform?: typeof performPasskeyCeremony
}

/** What ConnectingPasskey offers: log in with a passkey, or make a new wallet with a new one. */
export type PasskeyLoginChoice = Extract<PasskeyPurpose, 'register' | 'login'>

/**
 * The passkey login of ConnectingPasskey (docs/passkeys.md). `open` fetches a login's options,
 * which also say where ceremonies run (the relying party's origin), so that `start`, called in the
 * visitor's click, can open the popup before it awaits anything. `start` runs the ceremony in the
 * frame where the browser allows it, else in the popup; the server verifies the credential and the
 * wallet opens. A failure stays on the view with its reason, to try again; `clear` ends the try
 * under way and closes its popup.
 *
 * @example
 * const passkeys = createPasskeyLogin(context, { api, deviceId, connect, describe, host })
 * await passkeys.open()
 * button.onclick = () => passkeys.start('login')
 */
export function createPasskeyLogin(context: Pick<FrameContext, 'store'>, deps: Deps) {
  const { store } = context
  const allowsFeature = deps.allowsFeature ?? frameAllowsFeature
  const openWindow = deps.openWindow ?? openPasskeyWindow
  // Where ceremonies run, and the next login's options, fetched ahead: a login's challenge is spent
  // by its try, whatever becomes of it, so each try gets its own.
  let prepared: { origin: string; login: Promise<PasskeyOptionsAnswer> } | undefined
  let abort: AbortController | undefined

  const loginOptions = () => {
    const options = deps.api().then((api) => api.passkeyLoginOptions())
    options.catch(() => undefined)
    return options
  }

  function clear() {
    abort?.abort()
    abort = undefined
    prepared = undefined
    store.set(passkeyLoginAtom, undefined)
  }

  async function open() {
    clear()
    store.set(passkeyLoginAtom, { step: 'preparing' })
    const login = loginOptions()
    try {
      const { origin } = await login
      prepared = { origin, login }
      store.set(passkeyLoginAtom, { step: 'ready' })
    } catch (error) {
      store.set(passkeyLoginAtom, { step: 'ready', error: deps.describe(error) })
    }
  }

  async function verify(purpose: PasskeyLoginChoice, challengeId: string, credential: unknown) {
    const [api, deviceId] = await Promise.all([deps.api(), deps.deviceId()])
    // The server checks the credential against its schema and the ceremony it gave.
    return purpose === 'register'
      ? api.passkeyRegisterVerify({ challengeId, deviceId, credential: credential as RegistrationCredential })
      : api.passkeyLoginVerify({ challengeId, deviceId, credential: credential as AuthenticationCredential })
  }

  /** A try, called in the click: the popup (where one is needed) opens before anything is awaited. */
  function start(purpose: PasskeyLoginChoice): Promise<void> {
    const ready = prepared
    if (!ready) return open()
    abort?.abort()
    const controller = new AbortController()
    abort = controller
    const options = purpose === 'login' ? ready.login : deps.api().then((api) => api.passkeyRegisterOptions())
    if (purpose === 'login') ready.login = loginOptions()
    store.set(passkeyLoginAtom, { step: 'waiting', purpose })
    const ceremony = runPasskeyCeremony({
      purpose,
      origin: ready.origin,
      inFrame: ready.origin === window.location.origin && allowsFeature(passkeyCeremonyFeatures[purpose]),
      options,
      host: deps.host(),
      locale: store.get(localeAtom).locale,
      perform: deps.perform ?? performPasskeyCeremony,
      openWindow,
      signal: controller.signal,
    })
    return (async () => {
      try {
        const { challengeId, credential } = await ceremony
        if (controller.signal.aborted) return
        store.set(passkeyLoginAtom, { step: 'verifying', purpose })
        const answer = await verify(purpose, challengeId, credential)
        if (controller.signal.aborted) return
        await deps.connect(answer)
        if (abort === controller) clear()
      } catch (error) {
        if (controller.signal.aborted) return
        abort = undefined
        store.set(passkeyLoginAtom, { step: 'ready', error: deps.describe(error) })
      }
    })()
  }

  return { open, start, clear }
}

export type PasskeyLogin = ReturnType<typeof createPasskeyLogin>
