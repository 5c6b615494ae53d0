// The whole sign-in against the real routes: the frame's signInWithWallet through its ApiClient, then
// a host backend checking the session with @latch/sdk/server, then sign-out.
import { devAccounts } from '@latch/localnet/devAccounts'
import { solanaDevKeys } from '@latch/localnet/solanaDevKeys'
import type { SiwxSession } from '@latch/shared-types'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createTestClient, getAddress, http } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '@/api/createApiClient'
import { signSolanaText } from '@/connectors/signSolanaText'
import { revokeSiwxSession } from '@/siwx/revokeSiwxSession'
import { signInWithWallet } from '@/siwx/signInWithWallet'
import { verifyStoredSiwxSession } from '@/siwx/verifyStoredSiwxSession'
import { verifySiwxSession } from '../../../../sdk/src/server'
import type { ApiRoute } from '../api/ApiRoute'
import { handleApiRequest } from '../api/handleApiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { siwxNonceRoute } from './siwxNonceRoute'
import { siwxRevokeRoute } from './siwxRevokeRoute'
import { siwxSessionsRoute } from './siwxSessionsRoute'
import { siwxVerifyRoute } from './siwxVerifyRoute'

const [alice] = devAccounts.map((account) => privateKeyToAccount(account.privateKey)) as [PrivateKeyAccount]
const hostOrigin = 'http://localhost:5173'
const latchUrl = 'http://127.0.0.1:3000'
const smartAccount = getAddress('0x000000000000000000000000000000000000a11e')
const refusingAccount = getAddress('0x000000000000000000000000000000000000dead')

const routes: Record<string, ApiRoute> = {
  '/api/siwx/nonce': siwxNonceRoute,
  '/api/siwx/sessions': siwxSessionsRoute,
  '/api/siwx/verify': siwxVerifyRoute,
  '/api/siwx/revoke': siwxRevokeRoute,
}

let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ chains: true, solana: true })
  const testClient = createTestClient({ mode: 'anvil', transport: http(services.rpcUrls.get(31_337)) })
  // Answers every call with the ERC-1271 magic value: a smart account that accepts its owner's signature.
  await testClient.setCode({ address: smartAccount, bytecode: '0x631626ba7e60e01b60005260206000f3' })
  await testClient.setCode({ address: refusingAccount, bytecode: '0x63ffffffff60e01b60005260206000f3' })
}, 180_000)
afterAll(() => services.close())

/** The frame server as a fetch: what the browser would send to it, run through the real handlers. */
const frameServer: typeof fetch = async (input, init) => {
  const url = new URL(String(input instanceof Request ? input.url : input), latchUrl)
  const route = routes[url.pathname]
  if (!route) return Response.json({ error: 'Not found' }, { status: 404 })
  return handleApiRequest(new Request(url, init), route, { services })
}

/** The frame's client on a page at `origin`: same-origin calls naming the host page. */
const frameApi = (origin = hostOrigin) =>
  createApiClient({
    projectId: 'latch-dev',
    hostOrigin: origin,
    sdkType: 'latch',
    sdkVersion: 'test',
    fetch: (input, init) =>
      frameServer(input, { ...init, headers: { ...init?.headers, 'sec-fetch-site': 'same-origin' } }),
  })

const signIn = (address: string, origin = hostOrigin) =>
  signInWithWallet({
    siwx: { statement: 'Sign in to the demo shop' },
    caipAddress: `eip155:31337:${address}`,
    caipNetworkId: 'eip155:31337',
    hostOrigin: origin,
    api: frameApi(origin),
    signMessage: (message) => alice.signMessage({ message }),
    now: () => new Date(),
  })

const hostBackend = (session: SiwxSession, origin = hostOrigin) =>
  verifySiwxSession({ session, projectId: 'latch-dev', origin, latchUrl, fetch: frameServer })

describe('sign in with the wallet, end to end', () => {
  it('signs in from the frame, verifies in the frame and at the host backend, and signs out', async () => {
    const session = await signIn(alice.address)
    expect(session.data).toMatchObject({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      uri: hostOrigin,
      statement: 'Sign in to the demo shop',
    })
    expect(await verifyStoredSiwxSession(frameApi(), session)).toBe(true)
    expect(await hostBackend(session)).toEqual({
      namespace: 'eip155',
      address: alice.address,
      chainId: 31_337,
      caipNetworkId: 'eip155:31337',
      caipAddress: `eip155:31337:${alice.address}`,
      domain: 'localhost:5173',
      issuedAt: session.data.issuedAt,
      expirationTime: session.data.expirationTime,
    })

    await revokeSiwxSession(frameApi(), session)
    expect(await verifyStoredSiwxSession(frameApi(), session)).toBe(false)
    await expect(hostBackend(session)).rejects.toMatchObject({
      name: 'SiwxVerificationError',
      details: 'revoked',
    })
  })

  it('refuses at the host backend a tampered message, and a session shown to another origin', async () => {
    const session = await signIn(alice.address)
    const tampered = { ...session, message: session.message.replace('Chain ID: 31337', 'Chain ID: 31338') }
    await expect(hostBackend(tampered)).rejects.toMatchObject({
      details: 'signature does not match the address',
    })
    await expect(hostBackend(session, 'http://localhost:4000')).rejects.toMatchObject({
      details: 'domain does not match the origin',
    })
  })

  it('refuses a replay of a signed message with the nonce already used', async () => {
    const session = await signIn(alice.address)
    const replay = await frameApi()('/api/siwx/sessions', {
      body: { message: session.message, signature: session.signature },
    }).catch((error: unknown) => error)
    expect(replay).toMatchObject({ status: 409, message: 'Invalid nonce', reason: 'nonce already used' })
  })

  it("signs in a smart account checked on chain, which the host backend accepts on Latch's word", async () => {
    const session = await signIn(smartAccount)
    expect(await hostBackend(session)).toMatchObject({ address: smartAccount, chainId: 31_337 })
  })

  it("tells a contract account that refuses the signature 'This application might not support Smart Accounts', and another account 'Signature declined'", async () => {
    await expect(signIn(refusingAccount)).rejects.toMatchObject({
      name: 'SiwxError',
      message: 'This application might not support Smart Accounts',
    })
    const bob = devAccounts[1]?.address
    if (!bob) throw new Error('no dev account #1')
    await expect(signIn(bob)).rejects.toMatchObject({ name: 'SiwxError', message: 'Signature declined' })
  })

  it('signs in a Solana account with Sign-In With Solana, which the host backend verifies by its ed25519 key', async () => {
    const [key] = solanaDevKeys
    if (!key) throw new Error('no Solana dev key')
    const wallet = async (method: string, params: unknown) => {
      expect(method).toBe('solana_signMessage')
      const { message, pubkey } = params as { message: string; pubkey: string }
      expect(pubkey).toBe(key.address)
      return { signature: base58.encode(ed25519.sign(base58.decode(message), key.privateKey)) }
    }
    const session = await signInWithWallet({
      siwx: { statement: 'Sign in to the demo shop' },
      caipAddress: `solana:localnet:${key.address}`,
      caipNetworkId: 'solana:localnet',
      hostOrigin,
      api: frameApi(),
      signMessage: signSolanaText(wallet, key.address),
      now: () => new Date(),
    })
    expect(session.message).toContain('localhost:5173 wants you to sign in with your Solana account:')
    expect(session.data).toMatchObject({ accountAddress: key.address, chainId: 'solana:localnet' })
    expect(await verifyStoredSiwxSession(frameApi(), session)).toBe(true)
    expect(await hostBackend(session)).toEqual({
      namespace: 'solana',
      address: key.address,
      chainId: 'localnet',
      caipNetworkId: 'solana:localnet',
      caipAddress: `solana:localnet:${key.address}`,
      domain: 'localhost:5173',
      issuedAt: session.data.issuedAt,
      expirationTime: session.data.expirationTime,
    })
    const tampered = { ...session, message: session.message.replace('demo shop', 'demo shoq') }
    await expect(hostBackend(tampered)).rejects.toMatchObject({
      details: 'signature does not match the address',
    })
    await revokeSiwxSession(frameApi(), session)
    await expect(hostBackend(session)).rejects.toMatchObject({ details: 'revoked' })
  })
})
