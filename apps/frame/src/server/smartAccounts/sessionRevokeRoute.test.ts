import { type Hex, toFunctionSelector, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { callSessionRoute } from './internal/sessionRouteTest'
import { testSessionAccount } from './internal/testSessionAccount'
import { sessionRecordRoute } from './sessionRecordRoute'
import { sessionRevokeRoute } from './sessionRevokeRoute'
import { sessionsListRoute } from './sessionsListRoute'

let services: TestServices
let alice: Awaited<ReturnType<typeof testSessionAccount>>
let pci: Hex
const validUntil = Math.floor(Date.now() / 1000) + 3600

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  alice = await testSessionAccount(services, 31_337, 7)
  const token = alice.chain.deployment?.tokens[0]?.address ?? zeroAddress
  pci = await alice.grant({
    signer: privateKeyToAccount(generatePrivateKey()).address,
    target: token,
    selector: toFunctionSelector('transfer(address,uint256)'),
    token,
    allowance: 1_000n,
    validUntil,
  })
  const recorded = await callSessionRoute(services, sessionRecordRoute, alice.account, {
    body: { chainId: 31_337, pci, signature: await alice.sign(`Record Latch session ${pci}`) },
  })
  if (recorded.status !== 201) throw new Error(JSON.stringify(recorded))
}, 120_000)
afterAll(() => services?.close())

const revoke = (body: Record<string, unknown>, address: string = alice.account) =>
  callSessionRoute(services, sessionRevokeRoute, address, { body })

describe('POST /api/v1/sessions/{address}/revoke', { timeout: 60_000 }, () => {
  it("refuses a signature that is not the account's, then revokes with the account's, once", async () => {
    const message = `Revoke Latch session ${pci}`
    for (const signature of [
      await alice.sign(message, privateKeyToAccount(generatePrivateKey())),
      await alice.owner.signMessage({ message }),
      await alice.sign(`Record Latch session ${pci}`),
    ])
      expect(await revoke({ pci, signature })).toMatchObject({
        status: 401,
        body: { error: 'Invalid signature', parameter: 'signature' },
      })
    expect(await callSessionRoute(services, sessionsListRoute, alice.account)).toMatchObject({
      body: { sessions: [{ pci, revoked: false }] },
    })

    const signature = await alice.sign(message)
    expect(await revoke({ pci, signature })).toEqual({ status: 200, body: { revoked: true } })
    expect(await callSessionRoute(services, sessionsListRoute, alice.account)).toMatchObject({
      body: { sessions: [{ pci, revoked: true, permissions: [{ revoked: false }] }] },
    })
    expect(await revoke({ pci, signature })).toEqual({ status: 200, body: { revoked: true } })
  })

  it('answers 404 for a grant not recorded for this account', async () => {
    const unknown = `0x${'34'.repeat(32)}`
    expect(
      await revoke({ pci: unknown, signature: await alice.sign(`Revoke Latch session ${unknown}`) }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Unknown session' },
    })
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await revoke({ pci, signature: '0x00' }, stranger.address)).toMatchObject({ status: 404 })
    expect(await revoke({ pci: '0x12', signature: '0x00' })).toMatchObject({
      status: 400,
      body: { parameter: 'pci' },
    })
  })
})
