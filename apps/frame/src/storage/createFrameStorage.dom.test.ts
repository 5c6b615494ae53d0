// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createFrameStorage } from './createFrameStorage'

// happy-dom expires a `Max-Age=0` cookie only once its clock has moved on, unlike browsers.
const letCookiesExpire = () => vi.advanceTimersByTime(1000)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})

afterEach(() => {
  vi.useRealTimers()
  window.localStorage.clear()
})

test('uses window.localStorage by default', async () => {
  const storage = createFrameStorage()
  expect(storage.tier).toBe('frame')

  await storage.set('theme', 'dark')

  expect(window.localStorage.getItem('latch.theme')).toBe('dark')
  expect(await createFrameStorage().get('theme')).toBe('dark')
})

test('falls back to document.cookie by default', async () => {
  const blocked = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError')
  }
  const storage = createFrameStorage({ localStorage: blocked })
  expect(storage.tier).toBe('cookie')

  await storage.set('lastConnector', 'a b')
  letCookiesExpire()
  expect(document.cookie).toBe('latch.lastConnector=a%20b')
  expect(await createFrameStorage({ localStorage: blocked }).get('lastConnector')).toBe('a b')

  await storage.remove('lastConnector')
  letCookiesExpire()
  expect(document.cookie).toBe('')
})
