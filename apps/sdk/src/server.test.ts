// @vitest-environment node
// A host backend runs this, not a page: Node's fetch sends the Origin header a browser would forbid.
import { keyHash } from '@latch/protocol/bip322SimpleSighash'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { createSignInMessage, type SignInMessageFields } from '@latch/protocol/signInMessage'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58, bech32 } from '@scure/base'
import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { SiwxVerificationError, verifySiwxSession } from './server'

const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())
const origin = 'http://localhost:5173'
const now = new Date('2030-01-02T00:00:00Z')

async function signed(fields: Partial<SiweMessage> = {}, signer = alice) {
  const message = createSiweMessage({
    address: signer.address,
    chainId: 31_337,
    domain: 'localhost:5173',
    uri: origin,
    version: '1',
    nonce: 'a1b2c3d4e5f6a7b8',
    issuedAt: new Date('2030-01-01T12:00:00Z'),
    expirationTime: new Date('2030-01-08T12:00:00Z'),
    ...fields,
  })
  return { message, signature: await signer.signMessage({ message }) }
}

/** A stand-in Latch server answering `answer` (JSON, 200 unless given) and keeping what it was sent. */
function latch(answer: unknown, status = 200) {
  const requests: Request[] = []
  const fetchLatch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init))
    return Response.json(answer, { status })
  }) as typeof fetch
  return { fetch: fetchLatch, requests }
}

const valid = (address: string = alice.address) => ({
  valid: true,
  address,
  chainId: 31_337,
  caipAddress: `eip155:31337:${address}`,
  domain: 'localhost:5173',
  issuedAt: '2030-01-01T12:00:00.000Z',
})

const failureOf = (run: Promise<unknown>) =>
  run.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )

describe('verifySiwxSession', () => {
  it('answers the account of a session Latch recorded, after asking it as the host origin', async () => {
    const session = await signed()
    const server = latch(valid())
    expect(
      await verifySiwxSession({
        session,
        projectId: 'latch-dev',
        origin,
        latchUrl: 'http://latch.test:3000',
        fetch: server.fetch,
        now,
      }),
    ).toEqual({
      namespace: 'eip155',
      address: alice.address,
      chainId: 31_337,
      caipNetworkId: 'eip155:31337',
      caipAddress: `eip155:31337:${alice.address}`,
      domain: 'localhost:5173',
      issuedAt: '2030-01-01T12:00:00.000Z',
      expirationTime: '2030-01-08T12:00:00.000Z',
    })
    const [request] = server.requests
    expect(request?.url).toBe('http://latch.test:3000/api/siwx/verify')
    expect(request?.method).toBe('POST')
    expect(request?.headers.get('origin')).toBe(origin)
    expect(await request?.json()).toEqual({ projectId: 'latch-dev', ...session })
  })

  it.each([
    ['another domain', { domain: 'evil.example' }, 'domain does not match the origin'],
    ['a uri on another origin', { uri: 'https://evil.example/' }, 'uri does not match the origin'],
    ['another scheme', { scheme: 'https' }, 'scheme does not match the origin'],
    ['its expiration time passed', { expirationTime: now }, 'expired'],
    ['its not-before time ahead', { notBefore: new Date('2030-01-03T00:00:00Z') }, 'not yet valid'],
  ] as const)('refuses a message with %s without asking Latch', async (_case, fields, details) => {
    const server = latch(valid())
    const error = await failureOf(
      verifySiwxSession({
        session: await signed(fields),
        projectId: 'latch-dev',
        origin,
        fetch: server.fetch,
        now,
      }),
    )
    expect(error).toBeInstanceOf(SiwxVerificationError)
    expect(error).toMatchObject({
      name: 'SiwxVerificationError',
      message: 'Invalid sign-in session',
      details,
    })
    expect(server.requests).toHaveLength(0)
  })

  it('refuses text that is not a sign-in message, and a signature that is not hex', async () => {
    const server = latch(valid())
    const session = await signed()
    for (const [candidate, details] of [
      [{ message: 'hello', signature: session.signature }, 'not a sign-in message'],
      [{ message: session.message, signature: 'nope' }, 'signature is not hex'],
    ] as const)
      expect(
        await failureOf(
          verifySiwxSession({ session: candidate, projectId: 'latch-dev', origin, fetch: server.fetch, now }),
        ),
      ).toMatchObject({ details })
    expect(server.requests).toHaveLength(0)
  })

  it("passes on Latch's refusal: revoked, expired there, or unknown", async () => {
    const session = await signed()
    for (const reason of ['revoked', 'expired', 'unknown session'])
      expect(
        await failureOf(
          verifySiwxSession({
            session,
            projectId: 'latch-dev',
            origin,
            fetch: latch({ valid: false, reason }).fetch,
            now,
          }),
        ),
      ).toMatchObject({ details: reason })
  })

  it("calls an unknown session whose signature is not its address's a bad signature", async () => {
    const session = await signed()
    const forged = {
      message: session.message,
      signature: await bob.signMessage({ message: session.message }),
    }
    const error = await failureOf(
      verifySiwxSession({
        session: forged,
        projectId: 'latch-dev',
        origin,
        fetch: latch({ valid: false, reason: 'unknown session' }).fetch,
        now,
      }),
    )
    expect(error).toMatchObject({ details: 'signature does not match the address' })
  })

  it("trusts Latch's verification for a signature only a chain can check (a smart account)", async () => {
    const account = getAddress('0x000000000000000000000000000000000000a11e')
    const message = createSiweMessage({
      address: account,
      chainId: 31_337,
      domain: 'localhost:5173',
      uri: origin,
      version: '1',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: new Date('2030-01-01T12:00:00Z'),
    })
    const session = { message, signature: await alice.signMessage({ message }) }
    expect(
      await verifySiwxSession({
        session,
        projectId: 'latch-dev',
        origin,
        fetch: latch(valid(account)).fetch,
        now,
      }),
    ).toMatchObject({ address: account, chainId: 31_337 })
  })

  it('refuses an answer for another account, a refusal by Latch, an unreadable answer and an unreachable Latch', async () => {
    const session = await signed()
    const unreachable = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    const cases: [typeof fetch, string][] = [
      [latch(valid(bob.address)).fetch, 'Latch recorded another account for this session'],
      [
        latch({ error: 'Invalid App Configuration', reason: 'origin not on allow-list' }, 403).fetch,
        'Latch answered 403 (Invalid App Configuration: origin not on allow-list)',
      ],
      [latch('<html>', 502).fetch, 'Latch answered 502'],
      [latch({ ok: true }).fetch, 'Latch gave an answer this SDK does not understand'],
      [unreachable, 'Latch at http://127.0.0.1:3000 could not be reached'],
    ]
    for (const [fetchLatch, details] of cases)
      expect(
        await failureOf(
          verifySiwxSession({ session, projectId: 'latch-dev', origin, fetch: fetchLatch, now }),
        ),
      ).toMatchObject({ name: 'SiwxVerificationError', details })
  })

  it('refuses an origin option that is not an http(s) origin, as a programming error', async () => {
    const session = await signed()
    for (const bad of ['localhost:5173', 'http://localhost:5173/', 'ftp://localhost:5173'])
      await expect(verifySiwxSession({ session, projectId: 'latch-dev', origin: bad, now })).rejects.toThrow(
        TypeError,
      )
  })

  describe('a Solana account (Sign-In With Solana)', () => {
    const secretKey = new Uint8Array(32).fill(3)
    const solanaAddress = base58.encode(ed25519.getPublicKey(secretKey))
    const solanaSigned = (fields: Partial<SignInMessageFields> = {}, key = secretKey) => {
      const message = createSignInMessage('solana', {
        domain: 'localhost:5173',
        address: solanaAddress,
        uri: origin,
        version: '1',
        chainId: 'localnet',
        nonce: 'a1b2c3d4e5f6a7b8',
        issuedAt: '2030-01-01T12:00:00.000Z',
        expirationTime: '2030-01-08T12:00:00.000Z',
        ...fields,
      })
      return { message, signature: base58.encode(ed25519.sign(new TextEncoder().encode(message), key)) }
    }
    const validSolana = {
      valid: true,
      namespace: 'solana',
      address: solanaAddress,
      chainId: 'localnet',
      caipNetworkId: 'solana:localnet',
      caipAddress: `solana:localnet:${solanaAddress}`,
      domain: 'localhost:5173',
      issuedAt: '2030-01-01T12:00:00.000Z',
    }
    const verifyWith = (session: { message: string; signature: string }, fetchLatch: typeof fetch) =>
      verifySiwxSession({ session, projectId: 'latch-dev', origin, fetch: fetchLatch, now })

    it('answers the Solana account of a session Latch recorded, after asking it', async () => {
      const session = solanaSigned()
      const server = latch(validSolana)
      expect(await verifyWith(session, server.fetch)).toEqual({
        namespace: 'solana',
        address: solanaAddress,
        chainId: 'localnet',
        caipNetworkId: 'solana:localnet',
        caipAddress: `solana:localnet:${solanaAddress}`,
        domain: 'localhost:5173',
        issuedAt: '2030-01-01T12:00:00.000Z',
        expirationTime: '2030-01-08T12:00:00.000Z',
      })
      expect(await server.requests[0]?.json()).toEqual({ projectId: 'latch-dev', ...session })
    })

    it('checks the message for the origin and its time bounds before asking Latch', async () => {
      const server = latch(validSolana)
      for (const [fields, details] of [
        [{ domain: 'evil.example' }, 'domain does not match the origin'],
        [{ uri: 'https://evil.example' }, 'uri does not match the origin'],
        [{ expirationTime: now.toISOString() }, 'expired'],
        [{ notBefore: '2030-01-03T00:00:00.000Z' }, 'not yet valid'],
      ] as const)
        expect(await failureOf(verifyWith(solanaSigned(fields), server.fetch))).toMatchObject({ details })
      expect(
        await failureOf(verifyWith({ ...solanaSigned(), signature: '0xabcd' }, server.fetch)),
      ).toMatchObject({ details: 'signature is not base58' })
      expect(server.requests).toHaveLength(0)
    })

    it("calls an unknown session signed by another key a bad signature, and refuses another account's answer", async () => {
      const forged = solanaSigned({}, new Uint8Array(32).fill(4))
      expect(
        await failureOf(verifyWith(forged, latch({ valid: false, reason: 'unknown session' }).fetch)),
      ).toMatchObject({ details: 'signature does not match the address' })
      const answer = { ...validSolana, caipAddress: `solana:localnet:${base58.encode(new Uint8Array(32))}` }
      expect(await failureOf(verifyWith(solanaSigned(), latch(answer).fetch))).toMatchObject({
        details: 'Latch recorded another account for this session',
      })
    })
  })

  describe("a Bitcoin account (CAIP-122 in Bitcoin's words, signed with BIP-322)", () => {
    const secretKey = new Uint8Array(32).fill(5)
    const addressOf = (key: Uint8Array) =>
      bech32.encode('bcrt', [0, ...bech32.toWords(keyHash(secp256k1.getPublicKey(key, true)))])
    const bitcoinAddress = addressOf(secretKey)
    const reference = '0f9188f13cb7b2c71f2a335e3a4fc328'
    const bitcoinSigned = (fields: Partial<SignInMessageFields> = {}, key = secretKey) => {
      const message = createSignInMessage('bip122', {
        domain: 'localhost:5173',
        address: bitcoinAddress,
        uri: origin,
        version: '1',
        chainId: reference,
        nonce: 'a1b2c3d4e5f6a7b8',
        issuedAt: '2030-01-01T12:00:00.000Z',
        ...fields,
      })
      return { message, signature: signBip322Simple(key, message) }
    }
    const validBitcoin = {
      valid: true,
      namespace: 'bip122',
      address: bitcoinAddress,
      chainId: reference,
      caipNetworkId: `bip122:${reference}`,
      caipAddress: `bip122:${reference}:${bitcoinAddress}`,
      domain: 'localhost:5173',
      issuedAt: '2030-01-01T12:00:00.000Z',
    }
    const verifyWith = (session: { message: string; signature: string }, fetchLatch: typeof fetch) =>
      verifySiwxSession({ session, projectId: 'latch-dev', origin, fetch: fetchLatch, now })

    it('answers the Bitcoin account of a session Latch recorded, after asking it', async () => {
      const session = bitcoinSigned()
      const server = latch(validBitcoin)
      expect(await verifyWith(session, server.fetch)).toEqual({
        namespace: 'bip122',
        address: bitcoinAddress,
        chainId: reference,
        caipNetworkId: `bip122:${reference}`,
        caipAddress: `bip122:${reference}:${bitcoinAddress}`,
        domain: 'localhost:5173',
        issuedAt: '2030-01-01T12:00:00.000Z',
      })
      expect(await server.requests[0]?.json()).toEqual({ projectId: 'latch-dev', ...session })
    })

    it("checks the message and the signature before asking Latch, and calls another key's a bad signature", async () => {
      const server = latch(validBitcoin)
      expect(
        await failureOf(verifyWith(bitcoinSigned({ domain: 'evil.example' }), server.fetch)),
      ).toMatchObject({ details: 'domain does not match the origin' })
      expect(
        await failureOf(verifyWith({ ...bitcoinSigned(), signature: '0xabcd' }, server.fetch)),
      ).toMatchObject({ details: 'signature is not base64' })
      expect(server.requests).toHaveLength(0)
      const forged = bitcoinSigned({}, new Uint8Array(32).fill(6))
      expect(
        await failureOf(verifyWith(forged, latch({ valid: false, reason: 'unknown session' }).fetch)),
      ).toMatchObject({ details: 'signature does not match the address' })
      const answer = {
        ...validBitcoin,
        caipAddress: `bip122:${reference}:${addressOf(new Uint8Array(32).fill(7))}`,
      }
      expect(await failureOf(verifyWith(bitcoinSigned(), latch(answer).fetch))).toMatchObject({
        details: 'Latch recorded another account for this session',
      })
    })
  })
})
