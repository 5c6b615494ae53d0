import { describe, expect, it } from 'vitest'
import { rpcParams } from './rpcParams'

const account = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'

describe('bip122_signMessage takes { account, message, address?, protocol? }', () => {
  it('takes a message as text, empty too, with the account that signs it', () => {
    expect(rpcParams.bip122_signMessage.parse({ account, message: 'Hello World' })).toEqual({
      account,
      message: 'Hello World',
    })
    expect(
      rpcParams.bip122_signMessage.parse({ account, message: '', protocol: 'bip322', address: account }),
    ).toEqual({
      account,
      message: '',
      protocol: 'bip322',
      address: account,
    })
  })

  it('refuses no account, a malformed one, a message too long, or the legacy format', () => {
    for (const params of [
      { message: 'hi' },
      { account: 'not an address', message: 'hi' },
      { account, message: 'x'.repeat(10_001) },
      { account, message: 'hi', protocol: 'ecdsa' },
      { account, message: 42 },
      [account, 'hi'],
    ])
      expect(rpcParams.bip122_signMessage.safeParse(params).success).toBe(false)
  })
})
