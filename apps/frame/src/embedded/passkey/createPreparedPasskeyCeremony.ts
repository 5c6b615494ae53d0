import type { PasskeyOptionsAnswer } from '@/embedded/api/passkeyApi'
import { PasskeyError } from './PasskeyError'
import { frameAllowsFeature, openPasskeyWindow, passkeyCeremonyFeatures } from './passkeyCeremonyDefaults'
import type { PasskeyPurpose } from './passkeyPopupMessages'
import { performPasskeyCeremony } from './performPasskeyCeremony'
import { type PasskeyCredential, type PasskeyPopupWindow, runPasskeyCeremony } from './runPasskeyCeremony'

/** What a prepared ceremony needs: its purpose, the server's two calls, and where it may run. */
export type PreparedPasskeyCeremonyDeps<Result> = {
  /** What the ceremony is for: a passkey added to the wallet, or the wallet's user proved anew. */
  purpose: Extract<PasskeyPurpose, 'add' | 'reauth'>
  /** A ceremony's options from the server, for the session's wallet. */
  options: () => Promise<PasskeyOptionsAnswer>
  /** Hands the credential to the server, which checks it; answers what it says. */
  verify: (challengeId: string, credential: PasskeyCredential) => Promise<Result>
  /** The host page's origin, which the popup shows. */
  host: () => string
  /** The visitor's language, which the popup speaks; English where none is given. */
  locale?: () => string
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
 * A passkey ceremony of the wallet open, started in the visitor's click (docs/passkeys.md): "Add a
 * passkey" in AccountSettings, "Confirm with a passkey" before ExportKey shows the keys. `prepare`,
 * when the view shows, fetches the options, which also say where ceremonies run, so that `run`,
 * called in the click, can open the popup before it awaits anything (popup blockers allow only
 * that). The server checks the credential and `run` answers what it says. `clear` ends the try
 * under way (its popup closes) and forgets what was prepared, which belongs to this session.
 *
 * @example
 * const adder = createPreparedPasskeyCeremony({ purpose: 'add', options, verify, host })
 * await adder.prepare()
 * button.onclick = async () => showLogins(await adder.run())
 */
export function createPreparedPasskeyCeremony<Result>(deps: PreparedPasskeyCeremonyDeps<Result>) {
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
  function run(): Promise<Result> {
    const ready = prepared
    // Not prepared (its fetch failed): the popup may now be blocked, which the visitor is told.
    if (!ready) return prepare().then(run)
    abort?.abort()
    const controller = new AbortController()
    abort = controller
    // A challenge serves one try: a later one fetches its own.
    const options = ready.options && now() - ready.at < preparedForMs ? ready.options : deps.options()
    ready.options = undefined
    const allowsFeature = deps.allowsFeature ?? frameAllowsFeature
    const ceremony = runPasskeyCeremony({
      purpose: deps.purpose,
      origin: ready.origin,
      inFrame:
        ready.origin === window.location.origin && allowsFeature(passkeyCeremonyFeatures[deps.purpose]),
      options,
      host: deps.host(),
      locale: deps.locale?.(),
      perform: deps.perform ?? performPasskeyCeremony,
      openWindow: deps.openWindow ?? openPasskeyWindow,
      signal: controller.signal,
    })
    return ceremony
      .then(({ challengeId, credential }) => {
        if (controller.signal.aborted) throw new PasskeyError('closed')
        return deps.verify(challengeId, credential)
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

  return { prepare, run, clear }
}

export type PreparedPasskeyCeremony<Result> = ReturnType<typeof createPreparedPasskeyCeremony<Result>>
