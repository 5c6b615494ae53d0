import type { Login } from '@/embedded/api/loginsApi'
import type { PasskeyOptionsAnswer, RegistrationCredential } from '@/embedded/api/passkeyApi'
import { PasskeyError } from './PasskeyError'
import { frameAllowsFeature, openPasskeyWindow, passkeyCeremonyFeatures } from './passkeyCeremonyDefaults'
import { performPasskeyCeremony } from './performPasskeyCeremony'
import { type PasskeyPopupWindow, runPasskeyCeremony } from './runPasskeyCeremony'

type Deps = {
  /** The options of a new passkey for the session's wallet (the server's add options). */
  options: () => Promise<PasskeyOptionsAnswer>
  /** Hands the new passkey to the server, which verifies and keeps it; answers the wallet's logins. */
  verify: (challengeId: string, credential: RegistrationCredential) => Promise<Login[]>
  /** The host page's origin, which the popup shows. */
  host: () => string
  /** Whether the browser lets this frame run the ceremony (the iframe's `allow`). */
  allowsFeature?: (feature: string) => boolean
  /** Opens the popup, as `window.open` does; the centred one by default. */
  openWindow?: (url: string) => PasskeyPopupWindow | null
  /** Runs the ceremony in this frame; performPasskeyCeremony by default. */
  perform?: typeof performPasskeyCeremony
  now?: () => number
}

/**
 * How long options fetched ahead are used. The server keeps a ceremony's challenge for five
 * minutes (docs/passkeys.md); older ones are fetched again in the click, which a visitor who takes
 * that long to click does not notice.
 */
const preparedForMs = 2 * 60_000

/**
 * "Add a passkey" in AccountSettings' Logins (docs/passkeys.md#linked-logins): another passkey that
 * opens the wallet already open. `prepare`, when the Logins show, fetches a ceremony's options,
 * which also say where ceremonies run, so that `add`, called in the visitor's click, can open the
 * popup before it awaits anything (popup blockers allow only that). The server verifies the new
 * passkey and answers the wallet's logins, the new one among them. `clear` ends the try under way
 * (its popup closes) and forgets what was prepared, which belongs to this session.
 *
 * @example
 * const adder = createPasskeyAdder({ options, verify, host })
 * await adder.prepare()
 * button.onclick = async () => showLogins(await adder.add())
 */
export function createPasskeyAdder(deps: Deps) {
  const now = deps.now ?? Date.now
  let prepared: { origin: string; options: Promise<PasskeyOptionsAnswer> | undefined; at: number } | undefined
  let abort: AbortController | undefined

  async function prepare(): Promise<void> {
    if (prepared?.options) return
    const options = deps.options()
    const { origin } = await options
    prepared = { origin, options, at: now() }
  }

  /** A try, called in the click: the popup (where one is needed) opens before anything is awaited. */
  function add(): Promise<Login[]> {
    const ready = prepared
    // Not prepared (its fetch failed): the popup may now be blocked, which the visitor is told.
    if (!ready) return prepare().then(add)
    abort?.abort()
    const controller = new AbortController()
    abort = controller
    // A challenge serves one try: a later one fetches its own.
    const options = ready.options && now() - ready.at < preparedForMs ? ready.options : deps.options()
    ready.options = undefined
    const ceremony = runPasskeyCeremony({
      purpose: 'add',
      origin: ready.origin,
      inFrame:
        ready.origin === window.location.origin &&
        (deps.allowsFeature ?? frameAllowsFeature)(passkeyCeremonyFeatures.add),
      options,
      host: deps.host(),
      perform: deps.perform ?? performPasskeyCeremony,
      openWindow: deps.openWindow ?? openPasskeyWindow,
      signal: controller.signal,
    })
    return ceremony
      .then(({ challengeId, credential }) => {
        if (controller.signal.aborted) throw new PasskeyError('closed')
        return deps.verify(challengeId, credential as RegistrationCredential)
      })
      .finally(() => {
        if (abort === controller) abort = undefined
      })
  }

  function clear() {
    abort?.abort()
    abort = undefined
    prepared = undefined
  }

  return { prepare, add, clear }
}

export type PasskeyAdder = ReturnType<typeof createPasskeyAdder>
