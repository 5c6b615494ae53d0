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

  it('takes the legacy format by its name, ecdsa', () => {
    expect(rpcParams.bip122_signMessage.parse({ account, message: 'hi', protocol: 'ecdsa' })).toEqual({
      account,
      message: 'hi',
      protocol: 'ecdsa',
    })
  })

  it('refuses no account, a malformed one, a message too long, or a format that does not exist', () => {
    for (const params of [
      { message: 'hi' },
      { account: 'not an address', message: 'hi' },
      { account, message: 'x'.repeat(10_001) },
      { account, message: 'hi', protocol: 'bip137' },
      { account, message: 42 },
      [account, 'hi'],
    ])
      expect(rpcParams.bip122_signMessage.safeParse(params).success).toBe(false)
  })
})

describe('bip122_sendTransfer takes { account, recipientAddress, amount, memo?, changeAddress? }', () => {
  const recipientAddress = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'

  it('takes the amount in satoshis as a decimal string, with a memo of up to 80 bytes', () => {
    const params = { account, recipientAddress, amount: '50000000', memo: 'é'.repeat(40) }
    expect(rpcParams.bip122_sendTransfer.parse(params)).toEqual(params)
  })

  it('refuses an amount that is not a whole positive number of satoshis, or a memo too long', () => {
    for (const params of [
      { account, recipientAddress, amount: '0' },
      { account, recipientAddress, amount: '1.5' },
      { account, recipientAddress, amount: 1000 },
      { account, recipientAddress, amount: '-5' },
      { account, recipientAddress, amount: '2100000000000001' },
      { account, recipientAddress, amount: '1000', memo: 'é'.repeat(41) },
      { account, amount: '1000' },
      { account, recipientAddress: 'not an address', amount: '1000' },
    ])
      expect(rpcParams.bip122_sendTransfer.safeParse(params).success, JSON.stringify(params)).toBe(false)
  })
})

describe('bip122_signPsbt takes { account, psbt, signInputs, broadcast? }', () => {
  const psbt = 'cHNidP8BAHECAAAAAQ=='
  it('takes the inputs the account signs, by index, with the sighash types allowed', () => {
    const params = {
      account,
      psbt,
      signInputs: [
        { address: account, index: 0 },
        { address: account, index: 2, sighashTypes: [0x83] },
      ],
      broadcast: true,
    }
    expect(rpcParams.bip122_signPsbt.parse(params)).toEqual(params)
    expect(rpcParams.bip122_signPsbt.parse({ account, psbt, signInputs: [] })).toEqual({
      account,
      psbt,
      signInputs: [],
    })
  })

  it('refuses what is not base64, a sighash type that does not exist, or no list of inputs', () => {
    for (const params of [
      { account, psbt: 'not base64!', signInputs: [] },
      { account, psbt: '', signInputs: [] },
      { account, psbt: 'x'.repeat(600_004), signInputs: [] },
      { account, psbt, signInputs: [{ address: account, index: 0, sighashTypes: [4] }] },
      { account, psbt, signInputs: [{ address: account, index: -1 }] },
      { account, psbt, signInputs: [{ address: account, index: 0, sighashTypes: [] }] },
      { account, psbt },
      { account, psbt, signInputs: [], broadcast: 'yes' },
    ])
      expect(rpcParams.bip122_signPsbt.safeParse(params).success, JSON.stringify(params).slice(0, 80)).toBe(
        false,
      )
  })
})

describe('bip122_getAccountAddresses takes { account, intentions? }', () => {
  it('takes the account and the intentions asked for', () => {
    expect(rpcParams.bip122_getAccountAddresses.parse({ account, intentions: ['payment'] })).toEqual({
      account,
      intentions: ['payment'],
    })
    expect(rpcParams.bip122_getAccountAddresses.safeParse({ account, intentions: ['savings'] }).success).toBe(
      false,
    )
  })
})
