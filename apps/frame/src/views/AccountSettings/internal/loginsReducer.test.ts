import { describe, expect, it } from 'vitest'
import {
  canAddLogin,
  canRemoveLogin,
  initialLoginsState,
  type LoginsState,
  loginsReducer,
} from './loginsReducer'
import { emailLogin as email, googleLogin as google, passkeyLogin as passkey } from './testLogins'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const loaded: LoginsState = { owner, status: 'loaded', logins: [email, google] }

describe('loginsReducer', () => {
  it('keeps the list shown while it is read again, and drops another wallet’s', () => {
    expect(loginsReducer(loaded, { type: 'load', owner })).toEqual({ ...loaded, status: 'loading' })
    expect(
      loginsReducer(loaded, { type: 'load', owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    ).toEqual({
      owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'loading',
      logins: [],
    })
    expect(loginsReducer({ ...initialLoginsState, owner }, { type: 'loaded', logins: [email] })).toEqual({
      owner,
      status: 'loaded',
      logins: [email],
    })
    expect(loginsReducer(loaded, { type: 'failed', error: 'Session Expired' })).toEqual({
      ...loaded,
      status: 'failed',
      error: 'Session Expired',
    })
  })

  it('removes a login only once confirmed, and shows the logins the server answers', () => {
    const asked = loginsReducer(loaded, { type: 'confirm', login: google })
    expect(asked.confirming).toEqual(google)
    expect(loginsReducer(asked, { type: 'cancel' })).toEqual(loaded)
    const removing = loginsReducer(asked, { type: 'removeStarted' })
    expect(removing).toEqual({ ...loaded, removing: google })
    // Nothing else starts or is cancelled while it runs.
    expect(loginsReducer(removing, { type: 'confirm', login: email })).toBe(removing)
    expect(loginsReducer(removing, { type: 'cancel' })).toBe(removing)
    expect(loginsReducer(removing, { type: 'removed', logins: [email] })).toEqual({
      owner,
      status: 'loaded',
      logins: [email],
    })
    // Not confirmed: nothing starts.
    expect(loginsReducer(loaded, { type: 'removeStarted' })).toBe(loaded)
  })

  it('keeps the list and says why a removal failed, until the next success', () => {
    const removing = loginsReducer(loginsReducer(loaded, { type: 'confirm', login: email }), {
      type: 'removeStarted',
    })
    const failed = loginsReducer(removing, { type: 'removeFailed', error: 'Too many requests' })
    expect(failed).toEqual({ ...loaded, error: 'Too many requests' })
    expect(loginsReducer(failed, { type: 'confirm', login: google })).toEqual({
      ...loaded,
      confirming: google,
    })
  })

  it('never offers to remove the only login, or one it does not show', () => {
    const single: LoginsState = { owner, status: 'loaded', logins: [email] }
    expect(canRemoveLogin(single, email)).toBe(false)
    expect(loginsReducer(single, { type: 'confirm', login: email })).toBe(single)
    expect(canRemoveLogin(loaded, email)).toBe(true)
    expect(canRemoveLogin(loaded, { kind: 'passkey', id: 'abc' })).toBe(false)
    expect(canRemoveLogin({ ...loaded, removing: google }, email)).toBe(false)
  })

  it('adds a login once the logins are known, one at a time, and shows the logins the server answers', () => {
    expect(canAddLogin(initialLoginsState)).toBe(false)
    expect(
      loginsReducer({ ...initialLoginsState, owner }, { type: 'addStarted', login: 'passkey' }).adding,
    ).toBeUndefined()
    // A question about a removal is dropped: the visitor moved on to adding.
    const asked = loginsReducer(loaded, { type: 'confirm', login: google })
    const adding = loginsReducer(
      { ...asked, error: 'Too many requests' },
      { type: 'addStarted', login: 'passkey' },
    )
    expect(adding).toEqual({ ...loaded, adding: 'passkey' })
    expect(canAddLogin(adding)).toBe(false)
    expect(canRemoveLogin(adding, google)).toBe(false)
    expect(loginsReducer(adding, { type: 'addStarted', login: 'google' })).toBe(adding)
    expect(loginsReducer(adding, { type: 'confirm', login: google })).toBe(adding)
    expect(loginsReducer(adding, { type: 'added', logins: [email, google, passkey] })).toEqual({
      owner,
      status: 'loaded',
      logins: [email, google, passkey],
    })
    // None while a removal runs.
    const removing = loginsReducer(asked, { type: 'removeStarted' })
    expect(loginsReducer(removing, { type: 'addStarted', login: 'passkey' })).toBe(removing)
  })

  it('keeps the list and says why a login was not added', () => {
    const adding = loginsReducer(loaded, { type: 'addStarted', login: 'passkey' })
    const failed = loginsReducer(adding, { type: 'addFailed', error: 'The passkey window was closed' })
    expect(failed).toEqual({ ...loaded, error: 'The passkey window was closed' })
    expect(canAddLogin(failed)).toBe(true)
  })

  it('ends an addition the visitor cancelled without an error, and lets another start', () => {
    const adding = loginsReducer(loaded, { type: 'addStarted', login: 'farcaster' })
    expect(canRemoveLogin(adding, email)).toBe(false)
    const cancelled = loginsReducer(adding, { type: 'addCancelled' })
    expect(cancelled).toEqual(loaded)
    expect(canAddLogin(cancelled)).toBe(true)
  })

  it('forgets the refusal that asked for the second factor once its code is given', () => {
    const refused = loginsReducer(
      { status: 'loaded', logins: [] },
      { type: 'addFailed', error: 'This wallet asks for the code of its authenticator app' },
    )
    expect(loginsReducer(refused, { type: 'secondFactorPassed' })).toEqual({ status: 'loaded', logins: [] })
  })
})
