import { implicitAccountKey } from '@latch/protocol/implicitAccountKey'
import { createSignInMessage } from '@latch/protocol/signInMessage'
import { sha256 } from '@noble/hashes/sha2'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { AdapterError } from './AdapterError'
import { signAccountText } from './signAccountText'

const address = '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t'
const signature = '5'.repeat(88)

describe('signAccountText', () => {
  it('sends the UTF-8 bytes of the message in base58 with the account, and answers the signature', async () => {
    const calls: unknown[] = []
    const sign = signAccountText(
      async (method, params) => {
        calls.push([method, params])
        return { signature }
      },
      'solana',
      address,
    )
    expect(await sign('Hé 🔑\nline')).toBe(signature)
    expect(calls).toEqual([
      [
        'solana_signMessage',
        { message: base58.encode(new TextEncoder().encode('Hé 🔑\nline')), pubkey: address },
      ],
    ])
  })

  it('sends a Bitcoin account the text itself, and answers its base64 signature', async () => {
    const bitcoin = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    const calls: unknown[] = []
    const witness = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2Q='
    const sign = signAccountText(
      async (method, params) => {
        calls.push([method, params])
        return { address: bitcoin, signature: witness }
      },
      'bip122',
      bitcoin,
    )
    expect(await sign('Hé\nline')).toBe(witness)
    expect(calls).toEqual([['bip122_signMessage', { account: bitcoin, message: 'Hé\nline' }]])
    await expect(
      signAccountText(async () => ({ signature: 7 }), 'bip122', bitcoin)('hi'),
    ).rejects.toMatchObject({
      details: expect.stringContaining('bip122_signMessage'),
    })
  })

  it("sends a NEAR account its sign-in as NEP-413's message, for the site it names with its nonce's hash, and answers the signature", async () => {
    const accountId = '6f'.repeat(32)
    const text = createSignInMessage('near', {
      domain: 'localhost:5173',
      address: accountId,
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 'testnet',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-12-01T12:00:00.000Z',
    })
    const calls: unknown[] = []
    const nep413 = base64.encode(new Uint8Array(64).fill(9))
    const sign = signAccountText(
      async (method, params) => {
        calls.push([method, params])
        return { accountId, publicKey: implicitAccountKey(accountId), signature: nep413 }
      },
      'near',
      accountId,
    )
    expect(await sign(text)).toBe(nep413)
    expect(calls).toEqual([
      [
        'near_signMessage',
        {
          message: text,
          recipient: 'localhost:5173',
          nonce: base64.encode(sha256(new TextEncoder().encode('abcdefgh1234'))),
          accountId,
        },
      ],
    ])
    // Any other text has no recipient or nonce to sign with: no wallet is asked.
    await expect(sign('Sign in to the shop')).rejects.toMatchObject({
      name: 'AdapterError',
      details: 'A NEAR account signs only a NEAR sign-in message here',
    })
    expect(calls).toHaveLength(1)
  })

  it("rejects a wallet's refusal, and an answer that is not a signature, as the adapter's sign-message error", async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = await signAccountText(
      () => Promise.reject(declined),
      'solana',
      address,
    )('hi').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdapterError)
    expect(error).toMatchObject({
      message: 'WagmiAdapter:signMessage - Sign message failed',
      details: 'User rejected the request.',
      cause: declined,
    })
    for (const answer of [signature, { signature: '0xdead' }, undefined])
      await expect(signAccountText(async () => answer, 'solana', address)('hi')).rejects.toMatchObject({
        message: 'WagmiAdapter:signMessage - Sign message failed',
        details: 'The wallet answered solana_signMessage with something other than a signature.',
      })
  })
})
