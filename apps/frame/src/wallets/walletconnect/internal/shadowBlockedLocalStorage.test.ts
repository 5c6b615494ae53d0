import { describe, expect, it } from 'vitest'
import { shadowBlockedLocalStorage } from './shadowBlockedLocalStorage'

// The shape of a cross-site frame's window when the browser blocks third-party storage.
function blockedWindow() {
  return Object.defineProperty({}, 'localStorage', {
    get() {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
    },
    configurable: true,
  }) as { localStorage: Storage }
}

describe('shadowBlockedLocalStorage', () => {
  it('puts a working in-memory Storage where reading localStorage throws', () => {
    const target = blockedWindow()
    shadowBlockedLocalStorage(target)
    target.localStorage.setItem('a', '1')
    expect(target.localStorage.getItem('a')).toBe('1')
    expect(target.localStorage.key(0)).toBe('a')
    expect(target.localStorage.length).toBe(1)
    target.localStorage.removeItem('a')
    expect(target.localStorage.getItem('a')).toBeNull()
  })

  it('leaves a readable localStorage alone', () => {
    const own = { getItem: () => 'real' } as unknown as Storage
    const target = { localStorage: own }
    shadowBlockedLocalStorage(target)
    expect(target.localStorage).toBe(own)
  })

  it('does nothing outside a browser', () => {
    expect(() => shadowBlockedLocalStorage(undefined)).not.toThrow()
  })
})
