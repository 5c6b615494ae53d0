import { InvalidLatchNameError } from './InvalidLatchNameError'
import { parseLatchName } from './parseLatchName'
import {
  type InvalidName,
  initialRegisterNameState,
  type NameSuggestion,
  type RegisterNameState,
} from './RegisterNameState'

export type RegisterNameAction =
  /** The search text changed: checked against the name rules here, before any request. */
  | { type: 'queryChanged'; query: string }
  | { type: 'suggestionsLoaded'; label: string; suggestions: readonly NameSuggestion[] }
  | { type: 'suggestionsFailed'; label: string; error: string }
  /** The user picked a free name: the wallet is asked to sign. */
  | { type: 'registerStart'; name: string }
  | { type: 'signed' }
  | { type: 'registered' }
  /** Another registrant got the name first (409): back to the search, which is fetched again. */
  | { type: 'taken'; error: string }
  /** The user refused to sign (4001): back to the search, quietly. */
  | { type: 'rejected' }
  | { type: 'failed'; error: string }
  | { type: 'reset' }

const busy = (state: RegisterNameState) => state.step === 'signing' || state.step === 'registering'

/**
 * The registration of a name as plain state. The text is checked with the name rules as it is typed
 * (a bare label or a full `.latch.id` name), so a refused one shows why at once and asks nothing of
 * the server; an answer for a label no longer searched is dropped; while the wallet signs or the
 * name service registers, the search is held.
 *
 * @example
 * const state = registerNameReducer(initialRegisterNameState, { type: 'queryChanged', query: 'Ada' })
 * state.label // 'ada', state.loading // true: the flow fetches the suggestions of 'ada'
 * registerNameReducer(initialRegisterNameState, { type: 'queryChanged', query: 'a_b' }).labelError
 * // { input: 'a_b', refusal: { code: 'underscore' } }
 */
export function registerNameReducer(state: RegisterNameState, action: RegisterNameAction): RegisterNameState {
  switch (action.type) {
    case 'queryChanged': {
      if (busy(state)) return state
      const checked = checkQuery(action.query)
      // The same label (another spelling of it) keeps what was found for it, unless finding failed.
      if (checked.label !== null && checked.label === state.label && state.step === 'search' && !state.error)
        return { ...state, query: action.query }
      return {
        ...initialRegisterNameState,
        query: action.query,
        label: checked.label,
        labelError: checked.error,
        loading: checked.label !== null,
      }
    }
    case 'suggestionsLoaded':
      if (action.label !== state.label) return state
      return { ...state, suggestions: action.suggestions, loading: false }
    case 'suggestionsFailed':
      if (action.label !== state.label) return state
      return { ...state, loading: false, error: action.error }
    case 'registerStart': {
      const free = state.suggestions.some(
        (suggestion) => suggestion.name === action.name && !suggestion.registered,
      )
      if (state.step !== 'search' || state.loading || !free) return state
      return { ...state, step: 'signing', chosen: action.name, error: null }
    }
    case 'signed':
      return state.step === 'signing' ? { ...state, step: 'registering' } : state
    case 'registered':
      return state.step === 'registering' ? { ...state, step: 'done' } : state
    case 'taken':
      if (!busy(state)) return state
      return {
        ...state,
        step: 'search',
        suggestions: state.suggestions.map((suggestion) =>
          suggestion.name === state.chosen ? { ...suggestion, registered: true } : suggestion,
        ),
        loading: state.label !== null,
        chosen: null,
        error: action.error,
      }
    case 'rejected':
      return busy(state) ? { ...state, step: 'search', chosen: null, error: null } : state
    case 'failed':
      return busy(state) ? { ...state, step: 'search', chosen: null, error: action.error } : state
    case 'reset':
      return initialRegisterNameState
  }
}

function checkQuery(query: string): { label: string | null; error: InvalidName | null } {
  const text = query.trim()
  if (text === '') return { label: null, error: null }
  try {
    return { label: parseLatchName(text, { allowBareLabel: true }).label, error: null }
  } catch (error) {
    if (error instanceof InvalidLatchNameError)
      return { label: null, error: { input: error.input, refusal: error.refusal } }
    throw error
  }
}
