import type { NameRefusal } from './NameRefusal'

/** A text the name rules refuse, as typed (cut to 100 characters), and why. */
export type InvalidName = { input: string; refusal: NameRefusal }

/** One answer of the suggestions route: a full name and whether someone holds it. */
export type NameSuggestion = { name: string; registered: boolean }

/**
 * Where the registration of a `.latch.id` name stands (RegisterAccountName): the search, then the
 * chosen name signed in the wallet (`signing`), sent to the name service (`registering`), `done`.
 * The shape lives apart from its reducer so that the atoms module, loaded before Account paints,
 * does not pull in the name rules (ENSIP-15's tables).
 *
 * @example
 * const waiting: RegisterNameState = { ...initialRegisterNameState, step: 'signing', chosen: 'ada.latch.id' }
 */
export type RegisterNameState = {
  step: 'search' | 'signing' | 'registering' | 'done'
  /** What the user typed. */
  query: string
  /** The normalised label whose suggestions are shown or fetched; null when the text is empty or refused. */
  label: string | null
  /** Why the text cannot be a name: the view says it in the visitor's language. */
  labelError: InvalidName | null
  suggestions: readonly NameSuggestion[]
  /** The suggestions of `label` are being fetched. */
  loading: boolean
  /** The name being registered, or just registered. */
  chosen: string | null
  /**
   * What went wrong last, as the visitor reads it: a failed search, a refused registration ('Name
   * already taken', in the visitor's language), a wallet's error.
   */
  error: string | null
}

/**
 * Nothing typed, nothing under way.
 *
 * @example
 * store.set(registerNameAtom, initialRegisterNameState)
 */
export const initialRegisterNameState: RegisterNameState = {
  step: 'search',
  query: '',
  label: null,
  labelError: null,
  suggestions: [],
  loading: false,
  chosen: null,
  error: null,
}
