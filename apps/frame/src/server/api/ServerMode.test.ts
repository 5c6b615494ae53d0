import { describe, expect, it } from 'vitest'
import { serverModeFromEnv } from './ServerMode'

describe('serverModeFromEnv', () => {
  it('is local by default', () => {
    expect(serverModeFromEnv({})).toEqual({ kind: 'local' })
  })

  it('is upstream with a base URL (trailing slashes dropped) and a projectId', () => {
    expect(
      serverModeFromEnv({
        LATCH_MODE: 'upstream',
        LATCH_UPSTREAM_URL: 'https://api.example/',
        LATCH_UPSTREAM_PROJECT_ID: 'abc',
      }),
    ).toEqual({ kind: 'upstream', baseUrl: 'https://api.example', projectId: 'abc' })
  })

  it.each([
    [{ LATCH_MODE: 'remote' }, /local or upstream/],
    [{ LATCH_MODE: 'upstream', LATCH_UPSTREAM_PROJECT_ID: 'abc' }, /LATCH_UPSTREAM_URL/],
    [{ LATCH_MODE: 'upstream', LATCH_UPSTREAM_URL: 'ftp://x', LATCH_UPSTREAM_PROJECT_ID: 'abc' }, /http/],
    [{ LATCH_MODE: 'upstream', LATCH_UPSTREAM_URL: 'https://api.example' }, /LATCH_UPSTREAM_PROJECT_ID/],
  ])('refuses %j', (env, message) => {
    expect(() => serverModeFromEnv(env)).toThrow(message)
  })
})
