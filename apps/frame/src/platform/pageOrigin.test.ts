import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageOrigin } from './pageOrigin'

afterEach(() => vi.unstubAllGlobals())

describe('pageOrigin', () => {
  it("is the page's origin over HTTP and HTTPS", () => {
    vi.stubGlobal('location', { protocol: 'https:', origin: 'https://frame.example' })
    expect(pageOrigin()).toBe('https://frame.example')
    vi.stubGlobal('location', { protocol: 'http:', origin: 'http://127.0.0.1:3000' })
    expect(pageOrigin()).toBe('http://127.0.0.1:3000')
  })

  it('is undefined for a page no server answers, and outside a browser', () => {
    vi.stubGlobal('location', { protocol: 'file:', origin: 'null' })
    expect(pageOrigin()).toBeUndefined()
    vi.stubGlobal('location', undefined)
    expect(pageOrigin()).toBeUndefined()
  })
})
