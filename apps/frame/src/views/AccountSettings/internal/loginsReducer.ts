import type { AnySocialProvider } from '@/embedded/api/fields'
import type { Login } from '@/embedded/api/loginsApi'

/** A login as the frame names it: its kind and its id within the kind. */
export type LoginKey = Pick<Login, 'kind' | 'id'>

/** What the visitor can add: a passkey, or an account of a social provider (Farcaster among them). */
export type NewLogin = 'passkey' | AnySocialProvider

/**
 * What AccountSettings' Logins shows: the logins as last read, the one the visitor may remove, the
 * removal under way, a login being added.
 */
export type LoginsState = {
  /** Whose logins these are (the wallet's address): another wallet's are never shown. */
  owner?: string
  status: 'loading' | 'loaded' | 'failed'
  logins: Login[]
  /** The login whose removal waits for the visitor's confirmation. */
  confirming?: LoginKey
  /** The login being removed: every button waits. */
  removing?: LoginKey
  /** A login being added: its prompt or window is open, or the server is checking it. */
  adding?: NewLogin
  /** Why the list could not be read, or why the last removal failed. */
  error?: string
}

export type LoginsAction =
  | { type: 'load'; owner: string }
  | { type: 'loaded'; logins: Login[] }
  | { type: 'failed'; error: string }
  | { type: 'confirm'; login: LoginKey }
  | { type: 'cancel' }
  | { type: 'removeStarted' }
  | { type: 'removed'; logins: Login[] }
  | { type: 'removeFailed'; error: string }
  | { type: 'addStarted'; login: NewLogin }
  | { type: 'added'; logins: Login[] }
  | { type: 'addFailed'; error: string }
  /** The visitor ended the addition (Farcaster's Cancel): nothing went wrong, nothing is told. */
  | { type: 'addCancelled' }
  /** The second factor's code was given: the refusal that asked for it is over. */
  | { type: 'secondFactorPassed' }

export const initialLoginsState: LoginsState = { status: 'loading', logins: [] }

const ownerOf = (state: LoginsState) => (state.owner ? { owner: state.owner } : {})

/** Whether `a` names the login `b` (kind and id): one login, whatever its label or dates. */
export const sameLogin = (a: LoginKey | undefined, b: LoginKey) => a?.kind === b.kind && a.id === b.id

/** Whether `login` may be removed now: never the wallet's only login, nor while a removal or an addition runs. */
export function canRemoveLogin(state: LoginsState, login: LoginKey): boolean {
  return (
    state.logins.length > 1 &&
    !state.removing &&
    !state.adding &&
    state.logins.some((known) => sameLogin(known, login))
  )
}

/** Whether a login may be added now: the logins are known, and nothing else is under way. */
export function canAddLogin(state: LoginsState): boolean {
  return state.status === 'loaded' && !state.removing && !state.adding
}

/**
 * The Logins section's state: a removal is asked for, then confirmed (the confirmation names the
 * login), and answered by the logins left, which replace the list; a failure is kept as text until
 * the next success, with the list as it was. Adding a login likewise ends with the logins the
 * server answers, the new one among them, and a question about removal is dropped when it starts.
 * Reading again keeps the list shown meanwhile, unless it is another wallet's.
 *
 * @example
 * const asked = loginsReducer(loaded, { type: 'confirm', login: { kind: 'social', id: 'google:1' } })
 * loginsReducer(asked, { type: 'removeStarted' }).removing // { kind: 'social', id: 'google:1' }
 */
export function loginsReducer(state: LoginsState, action: LoginsAction): LoginsState {
  switch (action.type) {
    case 'load':
      return action.owner === state.owner
        ? { ...state, status: 'loading' }
        : { owner: action.owner, status: 'loading', logins: [] }
    case 'loaded':
    case 'removed':
    case 'added':
      // The wallet's logins as the server has them now: whatever was under way is over.
      return { ...ownerOf(state), status: 'loaded', logins: action.logins }
    case 'failed':
      return { ...state, status: 'failed', error: action.error }
    case 'confirm': {
      if (!canRemoveLogin(state, action.login)) return state
      const { error: _error, ...rest } = state
      return { ...rest, confirming: action.login }
    }
    case 'cancel': {
      if (state.removing) return state
      const { confirming: _confirming, ...rest } = state
      return rest
    }
    case 'removeStarted': {
      if (!state.confirming || state.removing) return state
      const { confirming, error: _error, ...rest } = state
      return { ...rest, removing: confirming }
    }
    case 'removeFailed': {
      const { removing: _removing, ...rest } = state
      return { ...rest, error: action.error }
    }
    case 'addStarted': {
      if (!canAddLogin(state)) return state
      const { confirming: _confirming, error: _error, ...rest } = state
      return { ...rest, adding: action.login }
    }
    case 'addFailed': {
      const { adding: _adding, ...rest } = state
      return { ...rest, error: action.error }
    }
    case 'addCancelled': {
      const { adding: _adding, ...rest } = state
      return rest
    }
    case 'secondFactorPassed': {
      const { error: _error, ...rest } = state
      return rest
    }
  }
}
