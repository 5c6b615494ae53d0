import { describe, expect, it } from 'vitest'
import { initialRegisterNameState, type RegisterNameState } from './RegisterNameState'
import { type RegisterNameAction, registerNameReducer } from './registerNameReducer'

const run = (actions: RegisterNameAction[], from: RegisterNameState = initialRegisterNameState) =>
  actions.reduce(registerNameReducer, from)

const adaSuggestions = [
  { name: 'ada.latch.id', registered: false },
  { name: 'ada1.latch.id', registered: true },
]
const searched = run([
  { type: 'queryChanged', query: 'Ada' },
  { type: 'suggestionsLoaded', label: 'ada', suggestions: adaSuggestions },
])
const signing = run([{ type: 'registerStart', name: 'ada.latch.id' }], searched)

describe('registerNameReducer: the search', () => {
  it('checks the text with the name rules: a valid label is looked up, normalised', () => {
    expect(run([{ type: 'queryChanged', query: '  Ada ' }])).toEqual({
      ...initialRegisterNameState,
      query: '  Ada ',
      label: 'ada',
      loading: true,
    })
    expect(run([{ type: 'queryChanged', query: 'ADA.latch.id' }]).label).toBe('ada')
  })

  it('says why a text cannot be a name, as data the view words, and looks nothing up', () => {
    const refused = run([{ type: 'queryChanged', query: 'a_b' }])
    expect(refused).toMatchObject({
      label: null,
      loading: false,
      labelError: { input: 'a_b', refusal: { code: 'underscore' } },
    })
    expect(run([{ type: 'queryChanged', query: 'ab' }]).labelError).toEqual({
      input: 'ab',
      refusal: { code: 'length', min: 3, max: 63 },
    })
    expect(run([{ type: 'queryChanged', query: 'bob.eth' }]).labelError).toEqual({
      input: 'bob.eth',
      refusal: { code: 'singleLabel', zone: 'latch.id' },
    })
  })

  it('clears everything when the text is emptied', () => {
    expect(run([{ type: 'queryChanged', query: ' ' }], searched)).toEqual({
      ...initialRegisterNameState,
      query: ' ',
    })
  })

  it('shows the suggestions of the label searched, and drops an answer for another one', () => {
    expect(searched).toMatchObject({ label: 'ada', loading: false, suggestions: adaSuggestions })
    const moved = run([{ type: 'queryChanged', query: 'grace' }], searched)
    expect(moved).toMatchObject({ label: 'grace', loading: true, suggestions: [] })
    expect(run([{ type: 'suggestionsLoaded', label: 'ada', suggestions: adaSuggestions }], moved)).toBe(moved)
    expect(run([{ type: 'suggestionsFailed', label: 'ada', error: 'Boom' }], moved)).toBe(moved)
  })

  it('keeps what was found when the text changes to another spelling of the same label', () => {
    const respelt = run([{ type: 'queryChanged', query: 'ada.latch.id' }], searched)
    expect(respelt).toEqual({ ...searched, query: 'ada.latch.id' })
  })

  it('shows a failed search as the error, and looks the same label up again when asked', () => {
    const failed = run([{ type: 'suggestionsFailed', label: 'ada', error: 'Request failed (500)' }], {
      ...searched,
      loading: true,
    })
    expect(failed).toMatchObject({ loading: false, error: 'Request failed (500)' })
    expect(run([{ type: 'queryChanged', query: 'ada' }], failed)).toMatchObject({
      loading: true,
      error: null,
    })
  })
})

describe('registerNameReducer: the registration', () => {
  it('signs, registers, and is done with the chosen name', () => {
    expect(signing).toMatchObject({ step: 'signing', chosen: 'ada.latch.id', error: null })
    const registering = run([{ type: 'signed' }], signing)
    expect(registering.step).toBe('registering')
    expect(run([{ type: 'registered' }], registering)).toMatchObject({ step: 'done', chosen: 'ada.latch.id' })
  })

  it('starts only for a free name among the suggestions, from a settled search', () => {
    expect(run([{ type: 'registerStart', name: 'ada1.latch.id' }], searched)).toBe(searched)
    expect(run([{ type: 'registerStart', name: 'other.latch.id' }], searched)).toBe(searched)
    const loading = { ...searched, loading: true }
    expect(run([{ type: 'registerStart', name: 'ada.latch.id' }], loading)).toBe(loading)
    expect(run([{ type: 'registerStart', name: 'ada.latch.id' }], signing)).toBe(signing)
  })

  it('holds the search while the wallet signs', () => {
    expect(run([{ type: 'queryChanged', query: 'grace' }], signing)).toBe(signing)
  })

  it('after a race lost to another registrant: back to the search, the name marked taken, looked up again', () => {
    const lost = run([{ type: 'signed' }, { type: 'taken', error: 'Name already taken' }], signing)
    expect(lost).toMatchObject({
      step: 'search',
      chosen: null,
      loading: true,
      error: 'Name already taken',
      suggestions: [
        { name: 'ada.latch.id', registered: true },
        { name: 'ada1.latch.id', registered: true },
      ],
    })
    // The fresh answer keeps the reason in view.
    const refreshed = run(
      [
        {
          type: 'suggestionsLoaded',
          label: 'ada',
          suggestions: [{ name: 'ada.latch.id', registered: true }],
        },
      ],
      lost,
    )
    expect(refreshed).toMatchObject({ loading: false, error: 'Name already taken' })
  })

  it('goes back to the search quietly when the user refuses to sign, and with the error when signing fails', () => {
    expect(run([{ type: 'rejected' }], signing)).toMatchObject({ step: 'search', chosen: null, error: null })
    expect(run([{ type: 'failed', error: 'Wallet gone' }], signing)).toMatchObject({
      step: 'search',
      chosen: null,
      error: 'Wallet gone',
      suggestions: adaSuggestions,
    })
  })

  it('ignores the steps of a registration that is not under way', () => {
    expect(run([{ type: 'signed' }], searched)).toBe(searched)
    expect(run([{ type: 'registered' }], signing)).toBe(signing)
    expect(run([{ type: 'taken', error: 'Name already taken' }], searched)).toBe(searched)
    expect(run([{ type: 'failed', error: 'x' }], searched)).toBe(searched)
  })

  it('starts a new search after a registration is done, or after a reset', () => {
    const done = run([{ type: 'signed' }, { type: 'registered' }], signing)
    expect(run([{ type: 'queryChanged', query: 'ada' }], done)).toMatchObject({
      step: 'search',
      chosen: null,
      loading: true,
    })
    expect(run([{ type: 'reset' }], done)).toEqual(initialRegisterNameState)
  })
})
