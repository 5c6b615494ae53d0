import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { AdapterError } from './AdapterError'
import { signSolanaText } from './signSolanaText'

const address = '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t'
const signature = '5'.repeat(88)

describe('signSolanaText', () => {
  it('sends the UTF-8 bytes of the message in base58 with the account, and answers the signature', async () => {
    const calls: unknown[] = []
    const sign = signSolanaText(async (method, params) => {
      calls.push([method, params])
      return { signature }
    }, address)
    expect(await sign('Hé 🔑\nline')).toBe(signature)
    expect(calls).toEqual([
      [
        'solana_signMessage',
        { message: base58.encode(new TextEncoder().encode('Hé 🔑\nline')), pubkey: address },
      ],
    ])
  })

  it("rejects a wallet's refusal, and an answer that is not a signature, as the adapter's sign-message error", async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = await signSolanaText(() => Promise.reject(declined), address)('hi').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdapterError)
    expect(error).toMatchObject({
      message: 'WagmiAdapter:signMessage - Sign message failed',
      details: 'User rejected the request.',
      cause: declined,
    })
    for (const answer of [signature, { signature: '0xdead' }, undefined])
      await expect(signSolanaText(async () => answer, address)('hi')).rejects.toMatchObject({
        message: 'WagmiAdapter:signMessage - Sign message failed',
        details: 'The wallet answered solana_signMessage with something other than a signature.',
      })
  })
})
