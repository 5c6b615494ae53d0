import { describe, expect, it } from 'vitest'
import { validateRequest } from './validateRequest'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('validateRequest', () => {
  it('answers the params as they came and as the schema parsed them', async () => {
    const params = [{ to: address, value: '0x1', note: 'not a field of a transaction' }]
    const request = await validateRequest({ method: 'eth_sendTransaction', params })
    expect(request.params).toBe(params)
    // The schema keeps what it knows: a wallet elsewhere is still asked with the params as they came.
    expect(request.checked).toEqual([{ to: address, value: '0x1' }])
  })

  it('checks absent params as an empty list, and passes params no schema describes as they are', async () => {
    expect((await validateRequest({ method: 'wallet_getPermissions' })).checked).toEqual([])
    const call = [{ to: address, data: '0x' }, 'latest']
    expect((await validateRequest({ method: 'eth_call', params: call })).checked).toBe(call)
  })

  it('refuses a method off the table with 4200 and params its schema refuses with -32602', async () => {
    await expect(validateRequest({ method: 'eth_sign', params: [address, '0x00'] })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      validateRequest({ method: 'personal_sign', params: ['hello', address] }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid parameters for personal_sign: params[0]: expected 0x-prefixed hex.',
    })
  })
})
