import { type Hex, toFunctionSelector, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestLimits } from '../rateLimit/requestLimits'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { callSessionRoute } from './internal/sessionRouteTest'
import { testSessionAccount } from './internal/testSessionAccount'
import { sessionRecordRoute } from './sessionRecordRoute'
import { sessionsListRoute } from './sessionsListRoute'

let services: TestServices
let alice: Awaited<ReturnType<typeof testSessionAccount>>
const sessionKey = privateKeyToAccount(generatePrivateKey())
const transfer = toFunctionSelector('transfer(address,uint256)')
const now = new Date()
const inAnHour = Math.floor(now.getTime() / 1000) + 3600
let token: `0x${string}`

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  services.setNow(now)
  alice = await testSessionAccount(services, 31_337, 4)
  token = alice.chain.deployment?.tokens[0]?.address ?? zeroAddress
}, 120_000)
afterAll(() => services?.close())

const tokenPermission = () => ({
  signer: sessionKey.address,
  target: token,
  selector: transfer,
  token,
  allowance: 10_000_000n,
  validUntil: inAnHour,
})
const record = (body: Record<string, unknown>, address: string = alice.account, client?: string) =>
  callSessionRoute(services, sessionRecordRoute, address, { body, ...(client ? { client } : {}) })

describe('POST /api/v1/sessions/{address}', { timeout: 60_000 }, () => {
  it('records a grant as the chain has it, and lists it; recording it again changes nothing', async () => {
    const first = await alice.grant(tokenPermission())
    const second = await alice.grant({
      ...tokenPermission(),
      token: zeroAddress,
      allowance: 0n,
      validUntil: inAnHour - 60,
    })
    const pci = `0x${first.slice(2)}${second.slice(2)}` as Hex
    const signature = await alice.sign(`Record Latch session ${pci}`)
    const recorded = await record({
      chainId: 'eip155:31337',
      pci: pci.toUpperCase().replace('0X', '0x'),
      signature,
    })
    const session = {
      pci,
      chainId: 31_337,
      account: alice.account,
      signer: sessionKey.address,
      createdAt: now.toISOString(),
      expiry: inAnHour - 60,
      expired: false,
      revoked: false,
      permissions: [
        {
          id: first,
          signer: sessionKey.address,
          target: token,
          selector: transfer,
          token,
          allowance: '10000000',
          validUntil: inAnHour,
          spent: '0',
          revoked: false,
        },
        {
          id: second,
          signer: sessionKey.address,
          target: token,
          selector: transfer,
          token: zeroAddress,
          allowance: '0',
          validUntil: inAnHour - 60,
          spent: '0',
          revoked: false,
        },
      ],
    }
    expect(recorded).toEqual({ status: 201, body: { session } })
    expect(await record({ chainId: 31_337, pci, signature })).toEqual({ status: 200, body: { session } })
    const listed = await callSessionRoute(services, sessionsListRoute, alice.account.toLowerCase())
    expect(listed).toEqual({ status: 200, body: { sessions: [session] } })
  })

  it('refuses a signature that is not the account’s: another key, or the owner’s own EOA signature', async () => {
    const id = await alice.grant({ ...tokenPermission(), allowance: 1n })
    const message = `Record Latch session ${id}`
    const stranger = privateKeyToAccount(generatePrivateKey())
    for (const signature of [
      await alice.sign(message, stranger),
      await alice.owner.signMessage({ message }),
      await alice.sign(`Record Latch session 0x${'00'.repeat(32)}`),
      `0x${'00'.repeat(65)}`,
    ])
      expect(await record({ chainId: 31_337, pci: id, signature })).toMatchObject({
        status: 401,
        body: { error: 'Invalid signature', parameter: 'signature' },
      })
  })

  it('refuses ids the account did not grant, and networks without smart accounts', async () => {
    const unknown = `0x${'12'.repeat(32)}` as Hex
    expect(
      await record({
        chainId: 31_337,
        pci: unknown,
        signature: await alice.sign(`Record Latch session ${unknown}`),
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Unknown permission', parameter: 'pci' },
    })
    // Granted by another account: its id is not this one's.
    const bob = await testSessionAccount(services, 31_337, 5)
    const bobs = await bob.grant(tokenPermission())
    expect(
      await record({
        chainId: 31_337,
        pci: bobs,
        signature: await alice.sign(`Record Latch session ${bobs}`),
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Unknown permission' },
    })
    for (const chainId of [1, 'eip155:1', 'solana:1'])
      expect(await record({ chainId, pci: bobs, signature: '0x00' })).toMatchObject({
        status: 400,
        body: { parameter: 'chainId' },
      })
    expect(await record({ chainId: 31_337, pci: '0x1234', signature: '0x00' })).toMatchObject({
      status: 400,
      body: { parameter: 'pci' },
    })
  })

  it('is limited per client', async () => {
    const { limit } = requestLimits.smartSessions[0]
    const body = { chainId: 1, pci: `0x${'12'.repeat(32)}`, signature: '0x00' }
    for (let i = 0; i < limit; i++) await record(body, alice.account, '198.51.100.77')
    expect(await record(body, alice.account, '198.51.100.77')).toMatchObject({ status: 429 })
    expect(await record(body, alice.account, '198.51.100.78')).toMatchObject({ status: 400 })
  })
})
