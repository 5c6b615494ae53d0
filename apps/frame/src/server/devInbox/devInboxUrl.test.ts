import { afterEach, describe, expect, it, vi } from 'vitest'
import { devInboxUrl } from './devInboxUrl'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('devInboxUrl', () => {
  it('reads LATCH_SMTP_INBOX_URL, defaulting to the dev inbox', () => {
    vi.stubEnv('LATCH_SMTP_INBOX_URL', undefined)
    expect(devInboxUrl()).toBe('http://127.0.0.1:5557')
    vi.stubEnv('LATCH_SMTP_INBOX_URL', 'http://127.0.0.1:15557')
    expect(devInboxUrl()).toBe('http://127.0.0.1:15557')
  })
})
