import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage'
import { siwxTestAddress, siwxTestData } from './internal/testing/siwxFixtures'

const data = { ...siwxTestData, accountAddress: siwxTestAddress.toLowerCase() }

describe('createSiwxMessage', () => {
  it('writes the EIP-4361 message of the data, with the address checksummed', () => {
    expect(
      createSiwxMessage({ ...data, statement: 'Sign in', expirationTime: '2030-01-08T12:00:00.000Z' }),
    ).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2030-01-01T12:00:00.000Z',
        'Expiration Time: 2030-01-08T12:00:00.000Z',
      ].join('\n'),
    )
  })

  it('keeps the optional fields it is given, which parse back', () => {
    const message = createSiwxMessage({
      ...data,
      notBefore: '2030-01-01T12:01:00.000Z',
      requestId: 'r-1',
      resources: ['https://shop.example/terms'],
    })
    expect(parseSiweMessage(message)).toMatchObject({
      chainId: 31_337,
      nonce: data.nonce,
      notBefore: new Date('2030-01-01T12:01:00.000Z'),
      requestId: 'r-1',
      resources: ['https://shop.example/terms'],
    })
  })

  it('writes a Sign-In With Solana message for a Solana account, with the cluster as its chain', () => {
    const address = '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t'
    expect(
      createSiwxMessage({
        ...siwxTestData,
        accountAddress: address,
        chainId: 'solana:localnet',
        statement: 'Hi',
      }),
    ).toBe(
      [
        'localhost:5173 wants you to sign in with your Solana account:',
        address,
        '',
        'Hi',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: localnet',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2030-01-01T12:00:00.000Z',
      ].join('\n'),
    )
    expect(() => createSiwxMessage({ ...siwxTestData, chainId: 'solana:localnet' })).toThrow(/base58/)
  })

  it("writes CAIP-122's template in Bitcoin's words for a Bitcoin account, with the network's reference", () => {
    const address = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    const text = createSiwxMessage({
      ...siwxTestData,
      accountAddress: address,
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'localhost:5173 wants you to sign in with your Bitcoin account:',
      address,
    ])
    expect(text).toContain('\nChain ID: 0f9188f13cb7b2c71f2a335e3a4fc328\n')
  })

  it("writes CAIP-122's template in NEAR's words for a NEAR account, with the network's reference", () => {
    const address = '6f'.repeat(32)
    const text = createSiwxMessage({ ...siwxTestData, accountAddress: address, chainId: 'near:testnet' })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'localhost:5173 wants you to sign in with your NEAR account:',
      address,
    ])
    expect(text).toContain('\nChain ID: testnet\n')
  })

  it('refuses a chain outside eip155, solana, bip122 and near, and fields EIP-4361 does not allow', () => {
    expect(() => createSiwxMessage({ ...data, chainId: 'cosmos:cosmoshub-4' as 'near:testnet' })).toThrow(
      "Sign-in with a wallet needs an eip155, solana, bip122 or near chain, not 'cosmos:cosmoshub-4'",
    )
    expect(() => createSiwxMessage({ ...data, nonce: 'short' })).toThrow(/nonce/)
    expect(() => createSiwxMessage({ ...data, statement: 'two\nlines' })).toThrow(/statement/)
    expect(() => createSiwxMessage({ ...data, version: '2' })).toThrow(/version/)
  })
})
