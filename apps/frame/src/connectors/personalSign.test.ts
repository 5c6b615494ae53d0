import { describe, expect, it } from 'vitest'
import { AdapterError } from './AdapterError'
import { personalSign } from './personalSign'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const signature = `0x${'ab'.repeat(65)}`

describe('personalSign', () => {
  it('sends the message as the hex of its UTF-8 bytes and answers the signature', async () => {
    const calls: unknown[] = []
    const sign = personalSign(async (method, params) => {
      calls.push([method, params])
      return signature
    }, address)
    expect(await sign('Hé 🔑\nline')).toBe(signature)
    expect(calls).toEqual([['personal_sign', ['0x48c3a920f09f94910a6c696e65', address]]])
  })

  it("rejects a wallet's refusal as the adapter's sign-message error, keeping the wallet's", async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = await personalSign(() => Promise.reject(declined), address)('hi').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdapterError)
    expect(error).toMatchObject({
      name: 'AdapterError',
      message: 'WagmiAdapter:signMessage - Sign message failed',
      details: 'User rejected the request.',
      cause: declined,
    })
  })

  it('rejects an answer that is not a signature the same way, saying so', async () => {
    for (const answer of ['0xdead', undefined, { signature }]) {
      await expect(personalSign(async () => answer, address)('hi')).rejects.toMatchObject({
        message: 'WagmiAdapter:signMessage - Sign message failed',
        details: 'The wallet answered personal_sign with something other than a signed message.',
      })
    }
  })
})
