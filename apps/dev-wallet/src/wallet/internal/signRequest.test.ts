import { devAccounts } from '@latch/localnet/devAccounts'
import { stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { signRequest } from './signRequest'

const account = devAccounts[1]?.address ?? '0x'
const other = devAccounts[2]?.address ?? '0x'
const typedData = {
  domain: { name: 'Dapp', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hi' },
} as const

describe('signRequest', () => {
  it('signs personal_sign hex as bytes and plain text as text', async () => {
    const fromHex = await signRequest('personal_sign', [stringToHex('hello'), account], account)
    expect(await verifyMessage({ address: account, message: 'hello', signature: fromHex })).toBe(true)
    const fromText = await signRequest('personal_sign', ['hello', account], account)
    expect(fromText).toBe(fromHex)
  })

  it('reads eth_sign with the address first', async () => {
    const signature = await signRequest('eth_sign', [account, stringToHex('legacy')], account)
    expect(await verifyMessage({ address: account, message: 'legacy', signature })).toBe(true)
  })

  it('signs typed data given as JSON or as an object', async () => {
    for (const payload of [JSON.stringify(typedData), typedData]) {
      const signature = await signRequest('eth_signTypedData_v4', [account, payload], account)
      expect(await verifyTypedData({ address: account, ...typedData, signature })).toBe(true)
    }
  })

  it('refuses a request naming another account, with 4100', async () => {
    await expect(signRequest('personal_sign', [stringToHex('x'), other], account)).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('refuses malformed parameters with -32602', async () => {
    await expect(signRequest('eth_signTypedData_v4', [account, '{oops'], account)).rejects.toMatchObject({
      code: -32602,
      message: 'The typed data is not valid JSON.',
    })
    await expect(signRequest('eth_signTypedData_v4', [account, '{}'], account)).rejects.toMatchObject({
      code: -32602,
    })
    await expect(signRequest('personal_sign', [42, account], account)).rejects.toMatchObject({ code: -32602 })
  })

  it('refuses an account that is not a dev account', async () => {
    await expect(
      signRequest(
        'personal_sign',
        ['hi', '0x000000000000000000000000000000000000dEaD'],
        '0x000000000000000000000000000000000000dEaD',
      ),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
