import { paymasterSignerKey } from '@latch/localnet/devAccounts'
import { describe, expect, it } from 'vitest'
import { paymasterKey } from './paymasterKey'

const upstream = { kind: 'upstream', baseUrl: 'https://rpc.example', projectId: 'p' } as const
const key = `0x${'11'.repeat(32)}`

describe('paymasterKey', () => {
  it("is LATCH_PAYMASTER_KEY, else in local mode the devnets' paymaster signer", () => {
    expect(paymasterKey({ kind: 'local' }, { LATCH_PAYMASTER_KEY: key })).toBe(key)
    expect(paymasterKey({ kind: 'local' }, {})).toBe(paymasterSignerKey)
  })

  it('is none in upstream mode unless configured, and refuses a malformed key', () => {
    expect(paymasterKey(upstream, {})).toBeUndefined()
    expect(paymasterKey(upstream, { LATCH_PAYMASTER_KEY: key })).toBe(key)
    expect(() => paymasterKey(upstream, { LATCH_PAYMASTER_KEY: 'secret' })).toThrow('LATCH_PAYMASTER_KEY')
  })
})
