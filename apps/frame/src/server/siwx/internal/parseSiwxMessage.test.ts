import { createSignInMessage } from '@latch/protocol/signInMessage'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from './parseSiwxMessage'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const fields = {
  address,
  chainId: 31_337,
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: new Date('2030-01-01T12:00:00Z'),
} as const
const message = createSiweMessage({
  ...fields,
  statement: 'Sign in',
  expirationTime: new Date('2030-01-08T12:00:00Z'),
})

describe('parseSiwxMessage', () => {
  it('answers the fields of a message as viem writes it', () => {
    const { version: _version, ...expected } = fields
    expect(parseSiwxMessage(message)).toStrictEqual({
      namespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      ...expected,
      statement: 'Sign in',
      expirationTime: new Date('2030-01-08T12:00:00Z'),
    })
  })

  it('refuses text viem would still parse but would not have written', () => {
    const variants = [
      message.replace('\nURI: ', '\nAn extra line\nURI: '),
      `${message}\nTrailing line`,
      message.replace(address, address.toLowerCase()),
      message.replace('2030-01-01T12:00:00.000Z', '2030-01-01T12:00:00Z'),
    ]
    for (const variant of variants) {
      expect(parseSiweMessage(variant).nonce).toBe('a1b2c3d4e5f6a7b8')
      expect(parseSiwxMessage(variant)).toBeUndefined()
    }
  })

  it('refuses a message without a required field, another version, or an invalid date', () => {
    expect(parseSiwxMessage('hello')).toBeUndefined()
    expect(parseSiwxMessage(message.replace('Version: 1', 'Version: 2'))).toBeUndefined()
    expect(
      parseSiwxMessage(message.replace('2030-01-08T12:00:00.000Z', '2030-13-45T99:00:00.000Z')),
    ).toBeUndefined()
    expect(parseSiwxMessage(message.replace(/\nIssued At: .*/, ''))).toBeUndefined()
  })

  it('answers the fields of a Sign-In With Solana message, dates as dates', () => {
    const solana = createSignInMessage('solana', {
      domain: 'localhost:5173',
      address: '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t',
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 'localnet',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: '2030-01-01T12:00:00.000Z',
      expirationTime: '2030-01-08T12:00:00.000Z',
    })
    expect(parseSiwxMessage(solana)).toStrictEqual({
      namespace: 'solana',
      address: '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t',
      caipNetworkId: 'solana:localnet',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: new Date('2030-01-01T12:00:00Z'),
      expirationTime: new Date('2030-01-08T12:00:00Z'),
    })
    expect(parseSiwxMessage(`${solana}\n`)).toBeUndefined()
    // Sign-In With Solana leaves the nonce, page and cluster optional; a sign-in of Latch's needs them.
    for (const line of ['\nNonce: a1b2c3d4e5f6a7b8', '\nURI: http://localhost:5173', '\nChain ID: localnet'])
      expect(parseSiwxMessage(solana.replace(line, ''))).toBeUndefined()
  })

  it("answers the fields of a Bitcoin account's sign-in, with its network's CAIP-2 id", () => {
    const address = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    const bitcoin = createSignInMessage('bip122', {
      domain: 'localhost:5173',
      address,
      uri: 'http://localhost:5173',
      version: '1',
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: '2030-01-01T12:00:00.000Z',
    })
    expect(parseSiwxMessage(bitcoin)).toStrictEqual({
      namespace: 'bip122',
      address,
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: new Date('2030-01-01T12:00:00Z'),
    })
    expect(parseSiwxMessage(bitcoin.replace('\nNonce: a1b2c3d4e5f6a7b8', ''))).toBeUndefined()
    expect(parseSiwxMessage(bitcoin.replace('Bitcoin account', 'Litecoin account'))).toBeUndefined()
  })

  it("answers the fields of a NEAR account's sign-in, with its network's CAIP-2 id", () => {
    const address = '6f'.repeat(32)
    const near = createSignInMessage('near', {
      domain: 'localhost:5173',
      address,
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 'testnet',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: '2030-01-01T12:00:00.000Z',
    })
    expect(parseSiwxMessage(near)).toStrictEqual({
      namespace: 'near',
      address,
      caipNetworkId: 'near:testnet',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: new Date('2030-01-01T12:00:00Z'),
    })
    expect(parseSiwxMessage(near.replace('\nChain ID: testnet', ''))).toBeUndefined()
  })
})
