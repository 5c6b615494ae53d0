import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { preferredEncoding } from './preferredEncoding.mjs'

const asking = (header?: string) =>
  ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as IncomingMessage

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', true],
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['gzip', 'br', false],
    ['BR;Q=0.5', 'br', true],
    ['br;q=0, gzip', 'br', false],
    ['gzip;q=0', 'gzip', false],
    ['*', 'br', true],
    ['*;q=0', 'gzip', false],
    // A coding named outweighs `*`, either way.
    ['br;q=0, *', 'br', false],
    ['gzip, *;q=0', 'gzip', true],
    ['identity', 'gzip', false],
    ['', 'gzip', false],
    [undefined, 'gzip', false],
  ])('%j takes %s: %s', (header, coding, taken) => {
    expect(preferredEncoding(asking(header), [coding])).toBe(taken ? coding : undefined)
  })

  it('offers the codings in the order given, the first taken winning', () => {
    expect(preferredEncoding(asking('gzip, deflate, br, zstd'), ['br', 'gzip'])).toBe('br')
    expect(preferredEncoding(asking('gzip, br;q=0'), ['br', 'gzip'])).toBe('gzip')
    expect(preferredEncoding(asking('deflate'), ['br', 'gzip'])).toBeUndefined()
  })
})
