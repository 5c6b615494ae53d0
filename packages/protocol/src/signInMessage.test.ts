import { describe, expect, it } from 'vitest'
import {
  createSignInMessage,
  parseLatchSignIn,
  parseSignInMessage,
  type SignInMessageFields,
} from './signInMessage'

const createSolanaSignInMessage = (given: SignInMessageFields) => createSignInMessage('solana', given)
const parseSolanaSignInMessage = (text: string) => parseSignInMessage('solana', text)

const fields: SignInMessageFields = {
  domain: 'localhost:5173',
  address: '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t',
  statement: 'Sign in to the shop',
  uri: 'http://localhost:5173',
  version: '1',
  chainId: 'localnet',
  nonce: 'a1b2c3d4e5f6',
  issuedAt: '2026-11-30T12:00:00.000Z',
  expirationTime: '2026-11-30T12:10:00.000Z',
}

describe('createSignInMessage for a Solana account', () => {
  it('writes the Sign-In With Solana template, one field per line', () => {
    expect(createSolanaSignInMessage(fields)).toBe(
      [
        'localhost:5173 wants you to sign in with your Solana account:',
        '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t',
        '',
        'Sign in to the shop',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: localnet',
        'Nonce: a1b2c3d4e5f6',
        'Issued At: 2026-11-30T12:00:00.000Z',
        'Expiration Time: 2026-11-30T12:10:00.000Z',
      ].join('\n'),
    )
  })

  it('leaves out what is not given, and lists resources last', () => {
    const text = createSolanaSignInMessage({
      ...fields,
      statement: undefined,
      expirationTime: undefined,
      notBefore: '2026-11-30T12:01:00.000Z',
      requestId: 'r-1',
      resources: ['https://a.example/1', 'ipfs://b'],
    })
    expect(text.split('\n').slice(1)).toEqual([
      '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t',
      '',
      'URI: http://localhost:5173',
      'Version: 1',
      'Chain ID: localnet',
      'Nonce: a1b2c3d4e5f6',
      'Issued At: 2026-11-30T12:00:00.000Z',
      'Not Before: 2026-11-30T12:01:00.000Z',
      'Request ID: r-1',
      'Resources:',
      '- https://a.example/1',
      '- ipfs://b',
    ])
  })

  it('refuses a field that would make the text say more than the fields', () => {
    expect(() => createSolanaSignInMessage({ ...fields, statement: 'a\nURI: http://evil.example' })).toThrow(
      'statement must be one line of text',
    )
    expect(() =>
      createSolanaSignInMessage({ ...fields, address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' }),
    ).toThrow('address must be a base58 Solana address')
    expect(() => createSolanaSignInMessage({ ...fields, domain: 'evil.example/x' })).toThrow('domain')
    expect(() => createSolanaSignInMessage({ ...fields, issuedAt: 'yesterday' })).toThrow(
      'issuedAt must be an ISO 8601 date',
    )
    expect(() => createSolanaSignInMessage({ ...fields, nonce: 'short' })).toThrow('nonce')
    expect(() => createSolanaSignInMessage({ ...fields, chainId: 'local net' })).toThrow('chainId')
    expect(() => createSolanaSignInMessage({ ...fields, uri: 'not a uri' })).toThrow('uri must be a URI')
  })
})

describe('a message with only what Sign-In With Solana requires', () => {
  const { domain, address } = fields
  it('is the header and the address, with the statement and the fields given after empty lines', () => {
    expect(createSolanaSignInMessage({ domain, address })).toBe(
      `localhost:5173 wants you to sign in with your Solana account:\n${address}`,
    )
    expect(createSolanaSignInMessage({ domain, address, statement: 'Hi' })).toBe(
      `localhost:5173 wants you to sign in with your Solana account:\n${address}\n\nHi`,
    )
    expect(createSolanaSignInMessage({ domain, address, chainId: 'solana:devnet', nonce: '12345678' })).toBe(
      `localhost:5173 wants you to sign in with your Solana account:\n${address}\n\nChain ID: solana:devnet\nNonce: 12345678`,
    )
  })

  it('parses back to exactly the fields given', () => {
    for (const given of [
      { domain, address },
      { domain, address, statement: 'Hi' },
      { domain, address, statement: 'Hi', requestId: 'r' },
      { domain, address, resources: ['https://a'] },
      { domain, address, issuedAt: '2026-11-30T12:00:00+01:00' },
    ])
      expect(parseSolanaSignInMessage(createSolanaSignInMessage(given))).toEqual(given)
  })
})

describe('parseSignInMessage for a Solana account', () => {
  it('reads back every field it wrote, with and without a statement', () => {
    const full = {
      ...fields,
      notBefore: '2026-11-30T12:00:00.000Z',
      requestId: 'x',
      resources: ['https://a'],
    }
    expect(parseSolanaSignInMessage(createSolanaSignInMessage(full))).toEqual(full)
    const { statement: _, ...bare } = fields
    expect(parseSolanaSignInMessage(createSolanaSignInMessage(bare))).toEqual(bare)
  })

  it('refuses a text that is not exactly the canonical form', () => {
    const text = createSolanaSignInMessage(fields)
    expect(parseSolanaSignInMessage(`${text}\n`)).toBeUndefined()
    expect(parseSolanaSignInMessage(text.replace('Version: 1', 'Version: 2'))).toBeUndefined()
    expect(parseSolanaSignInMessage(text.replace('\nNonce: a1b2c3d4e5f6', '\nNonce: a1'))).toBeUndefined()
    expect(parseSolanaSignInMessage(text.replace('\nURI: ', '\nNonce: a1b2c3d4e5f6\nURI: '))).toBeUndefined()
    expect(parseSolanaSignInMessage(text.replace('Chain ID', 'Chain Id'))).toBeUndefined()
    expect(parseSolanaSignInMessage(text.replace('Solana account', 'Ethereum account'))).toBeUndefined()
    expect(parseSolanaSignInMessage(text.replace('URI: ', 'URI:  '))).toBeUndefined()
    expect(parseSolanaSignInMessage(`${text}\nMore: x`)).toBeUndefined()
    expect(parseSolanaSignInMessage('')).toBeUndefined()
    expect(parseSolanaSignInMessage(text.replaceAll('\n', '\r\n'))).toBeUndefined()
  })
})

describe("a Bitcoin account's sign-in", () => {
  const bitcoin: SignInMessageFields = {
    ...fields,
    address: 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv',
    chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
  }

  it("writes CAIP-122's template with Bitcoin's wording and its network's CAIP-2 reference", () => {
    const text = createSignInMessage('bip122', bitcoin)
    expect(text.split('\n').slice(0, 2)).toEqual([
      'localhost:5173 wants you to sign in with your Bitcoin account:',
      'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv',
    ])
    expect(text).toContain('\nChain ID: 0f9188f13cb7b2c71f2a335e3a4fc328\n')
    expect(parseSignInMessage('bip122', text)).toEqual(bitcoin)
  })

  it("is no other namespace's message, and refuses an address not of Bitcoin's form", () => {
    const text = createSignInMessage('bip122', bitcoin)
    expect(parseSignInMessage('solana', text)).toBeUndefined()
    expect(parseSignInMessage('bip122', createSignInMessage('solana', fields))).toBeUndefined()
    for (const address of [
      'bc1q with space',
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      'BC1QSHOUTED0000',
    ])
      expect(() => createSignInMessage('bip122', { ...bitcoin, address })).toThrow(
        'Invalid Sign-In With Bitcoin message: address must be a Bitcoin address',
      )
  })
})

describe("a NEAR account's sign-in", () => {
  const near: SignInMessageFields = { ...fields, address: `${'6f'.repeat(32)}`, chainId: 'testnet' }

  it("writes CAIP-122's template with NEAR's wording, for an implicit or a named account", () => {
    const text = createSignInMessage('near', near)
    expect(text.split('\n').slice(0, 2)).toEqual([
      'localhost:5173 wants you to sign in with your NEAR account:',
      '6f'.repeat(32),
    ])
    expect(text).toContain('\nChain ID: testnet\n')
    expect(parseSignInMessage('near', text)).toEqual(near)
    const named = { ...near, address: 'alice.testnet' }
    expect(parseSignInMessage('near', createSignInMessage('near', named))).toEqual(named)
  })

  it("is no other namespace's message, and refuses an account id not of NEAR's form", () => {
    expect(parseSignInMessage('solana', createSignInMessage('near', near))).toBeUndefined()
    expect(parseSignInMessage('near', createSignInMessage('solana', fields))).toBeUndefined()
    for (const address of ['Alice.near', 'a', '.near', 'alice..near', `${'a'.repeat(65)}`])
      expect(() => createSignInMessage('near', { ...near, address })).toThrow(
        'Invalid Sign-In With NEAR message: address must be a NEAR account id',
      )
  })
})

describe('parseLatchSignIn', () => {
  it('answers a sign-in that names its page, network, nonce and time, and nothing CAIP-122 alone allows', () => {
    const text = createSignInMessage('solana', fields)
    expect(parseLatchSignIn('solana', text)).toEqual(fields)
    for (const left of ['uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const)
      expect(
        parseLatchSignIn('solana', createSignInMessage('solana', { ...fields, [left]: undefined })),
      ).toBeUndefined()
    expect(parseLatchSignIn('bip122', text)).toBeUndefined()
  })
})
