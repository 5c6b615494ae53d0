import { afterEach, describe, expect, it, vi } from 'vitest'
import { devInboxEnabled } from './devInboxEnabled'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('devInboxEnabled', () => {
  it('is on when LATCH_MODE is unset or local, off otherwise', () => {
    vi.stubEnv('LATCH_MODE', undefined)
    expect(devInboxEnabled()).toBe(true)
    vi.stubEnv('LATCH_MODE', 'local')
    expect(devInboxEnabled()).toBe(true)
    vi.stubEnv('LATCH_MODE', 'production')
    expect(devInboxEnabled()).toBe(false)
  })
})
