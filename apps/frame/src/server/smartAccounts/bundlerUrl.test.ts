import { describe, expect, it } from 'vitest'
import { bundlerUrl } from './bundlerUrl'

const upstream = { kind: 'upstream', baseUrl: 'https://rpc.example', projectId: 'p' } as const

describe('bundlerUrl', () => {
  it("is the devnets' own bundlers in local mode", () => {
    expect(bundlerUrl({ kind: 'local' }, 31337, {})).toBe('http://127.0.0.1:4337')
    expect(bundlerUrl({ kind: 'local' }, 31338, {})).toBe('http://127.0.0.1:4338')
    expect(bundlerUrl({ kind: 'local' }, 1, {})).toBeUndefined()
  })

  it('is LATCH_BUNDLER_URL_<chainId> when set, in either mode', () => {
    const env = { LATCH_BUNDLER_URL_31337: 'http://127.0.0.1:9999', LATCH_BUNDLER_URL_1: 'https://b.example' }
    expect(bundlerUrl({ kind: 'local' }, 31337, env)).toBe('http://127.0.0.1:9999')
    expect(bundlerUrl(upstream, 1, env)).toBe('https://b.example')
  })

  it('is none in upstream mode unless configured', () => {
    expect(bundlerUrl(upstream, 31337, {})).toBeUndefined()
  })
})
