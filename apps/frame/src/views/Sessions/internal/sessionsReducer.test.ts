import { describe, expect, it } from 'vitest'
import type { RecordedSession } from '@/sessions/createSessionsApi'
import { initialSessionsState, sessionsReducer } from './sessionsReducer'

const listed = [{ pci: '0x01' } as unknown as RecordedSession]

describe('sessionsReducer', () => {
  it("keeps the list shown while the same account's reloads, drops another's, and replaces it when read", () => {
    const loaded = sessionsReducer(sessionsReducer(initialSessionsState, { type: 'load', owner: 'a:1' }), {
      type: 'loaded',
      sessions: listed,
    })
    expect(loaded).toEqual({ owner: 'a:1', status: 'loaded', sessions: listed })
    expect(sessionsReducer(loaded, { type: 'load', owner: 'a:1' })).toEqual({
      owner: 'a:1',
      status: 'loading',
      sessions: listed,
    })
    expect(sessionsReducer(loaded, { type: 'load', owner: 'a:2' })).toEqual({
      owner: 'a:2',
      status: 'loading',
      sessions: [],
    })
    expect(sessionsReducer(loaded, { type: 'loaded', sessions: [] })).toEqual({
      owner: 'a:1',
      status: 'loaded',
      sessions: [],
    })
  })

  it('holds the pci under revoke until it ends, keeping a failure as text until the next success', () => {
    const loaded = sessionsReducer(initialSessionsState, { type: 'loaded', sessions: listed })
    const revoking = sessionsReducer(loaded, { type: 'revokeStarted', pci: '0x01' })
    expect(revoking.revoking).toBe('0x01')
    const failed = sessionsReducer(revoking, { type: 'revokeEnded', error: 'The revoke failed on chain' })
    expect(failed).toEqual({ status: 'loaded', sessions: listed, error: 'The revoke failed on chain' })
    expect(sessionsReducer(failed, { type: 'revokeStarted', pci: '0x01' })).toEqual({
      status: 'loaded',
      sessions: listed,
      revoking: '0x01',
    })
    expect(sessionsReducer(revoking, { type: 'revokeEnded' })).toEqual(loaded)
  })

  it('says why the list could not be read, and forgets it once read', () => {
    const failed = sessionsReducer(initialSessionsState, { type: 'failed', error: 'Request failed (503)' })
    expect(failed).toEqual({ status: 'failed', sessions: [], error: 'Request failed (503)' })
    expect(sessionsReducer(failed, { type: 'loaded', sessions: listed })).toEqual({
      status: 'loaded',
      sessions: listed,
    })
  })
})
