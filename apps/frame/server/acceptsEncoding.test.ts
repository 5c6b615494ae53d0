import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { acceptsEncoding } from './acceptsEncoding.mjs'

const asking = (header?: string) =>
  ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as IncomingMessage

describe('acceptsEncoding', () => {
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
    expect(acceptsEncoding(asking(header), coding)).toBe(taken)
  })
})
