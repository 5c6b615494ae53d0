import { latchAccountAbi } from '@latch/contracts'
import { paymasterSignerKey } from '@latch/localnet/devAccounts'
import {
  type Address,
  concat,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { entryPoint07Abi, toPackedUserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devProject } from '../projects/internal/testProjects'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { answerPaymasterCall } from './answerPaymasterCall'
import { callSessionRoute } from './internal/sessionRouteTest'
import { testSessionAccount } from './internal/testSessionAccount'
import { testUserOperation } from './internal/testUserOperation'
import { sessionRecordRoute } from './sessionRecordRoute'
import { sessionsListRoute } from './sessionsListRoute'

let services: TestServices
let alice: Awaited<ReturnType<typeof testSessionAccount>>
let token: `0x${string}`
let pci: Hex
const sessionKey = privateKeyToAccount(generatePrivateKey())
const recipient = privateKeyToAccount(generatePrivateKey()).address
const now = new Date()
const inAnHour = Math.floor(now.getTime() / 1000) + 3600

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  services.setNow(now)
  alice = await testSessionAccount(services, 31_337, 6)
  token = alice.chain.deployment?.tokens[0]?.address ?? zeroAddress
  // The account holds tokens to spend, and no ETH: the paymaster pays.
  await alice.wait(
    alice.funder.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [alice.account, 100_000_000n],
    }),
  )
  const first = await alice.grant({
    signer: sessionKey.address,
    target: token,
    selector: toFunctionSelector('transfer(address,uint256)'),
    token,
    allowance: 10_000_000n,
    validUntil: inAnHour,
  })
  const second = await alice.grant({
    signer: sessionKey.address,
    target: token,
    selector: toFunctionSelector('approve(address,uint256)'),
    token,
    allowance: 5n,
    validUntil: inAnHour,
  })
  pci = concat([first, second])
  const recorded = await callSessionRoute(services, sessionRecordRoute, alice.account, {
    body: { chainId: 31_337, pci, signature: await alice.sign(`Record Latch session ${pci}`) },
  })
  if (recorded.status !== 201) throw new Error(JSON.stringify(recorded))
}, 120_000)
afterAll(() => services?.close())

const list = (query: Record<string, string> = {}, address: string = alice.account) =>
  callSessionRoute(services, sessionsListRoute, address, { query })

/**
 * Spends `amount` of the token with the session key, in a UserOperation the EntryPoint runs,
 * sponsored by the paymaster service (LatchAccount refuses session-key ops that do not carry one).
 */
async function spend(amount: bigint) {
  const [id] = pci.slice(2).match(/.{64}/g) ?? []
  const options = {
    callData: encodeFunctionData({
      abi: latchAccountAbi,
      functionName: 'execute',
      args: [
        token,
        0n,
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
      ],
    }),
    sign: async (hash: Hex) => concat([`0x${id}`, await sessionKey.signMessage({ message: { raw: hash } })]),
  }
  const unsponsored = await testUserOperation(alice.chain.client, alice.contracts, alice.owner, options)
  const answer = await answerPaymasterCall(
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_getPaymasterData',
      params: [unsponsored.rpc, alice.contracts.entryPoint, '0x7a69', {}],
    },
    {
      project: devProject,
      chainId: 31_337,
      client: alice.chain.client,
      contracts: alice.contracts,
      key: paymasterSignerKey,
      now: () => new Date(),
    },
  )
  if (!('result' in answer)) throw new Error(JSON.stringify(answer))
  const sponsored = answer.result as {
    paymaster: Address
    paymasterData: Hex
    paymasterVerificationGasLimit: Hex
    paymasterPostOpGasLimit: Hex
  }
  const { operation } = await testUserOperation(alice.chain.client, alice.contracts, alice.owner, {
    ...options,
    paymaster: {
      paymaster: sponsored.paymaster,
      paymasterData: sponsored.paymasterData,
      verification: BigInt(sponsored.paymasterVerificationGasLimit),
      postOp: BigInt(sponsored.paymasterPostOpGasLimit),
    },
  })
  const { request } = await alice.chain.client.simulateContract({
    account: alice.funder.account,
    address: alice.contracts.entryPoint,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(operation)], alice.funder.account.address],
    gas: 2_000_000n,
  })
  await alice.wait(alice.funder.writeContract(request))
}

describe('GET /api/v1/sessions/{address}', { timeout: 60_000 }, () => {
  it('says what the chain says: spent, revoked, expired', async () => {
    const before = await list({ chainId: '31337' })
    expect(before).toMatchObject({
      status: 200,
      body: { sessions: [{ pci, revoked: false, expired: false }] },
    })

    await spend(3_000_000n)
    expect(
      await alice.chain.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(3_000_000n)
    expect(await list()).toMatchObject({
      body: {
        sessions: [
          {
            revoked: false,
            permissions: [
              { spent: '3000000', revoked: false },
              { spent: '0', revoked: false },
            ],
          },
        ],
      },
    })

    const second = `0x${pci.slice(66)}` as Hex
    await alice.revoke(second)
    expect(await list()).toMatchObject({
      body: { sessions: [{ revoked: true, permissions: [{ revoked: false }, { revoked: true }] }] },
    })

    services.setNow(new Date((inAnHour + 1) * 1000))
    try {
      expect(await list()).toMatchObject({ body: { sessions: [{ expired: true }] } })
    } finally {
      services.setNow(now)
    }
  })

  it("lists nothing for another account, or another chain, and refuses a network that isn't the project's", async () => {
    expect(await list({}, privateKeyToAccount(generatePrivateKey()).address)).toEqual({
      status: 200,
      body: { sessions: [] },
    })
    expect(await list({ chainId: 'eip155:31338' })).toEqual({ status: 200, body: { sessions: [] } })
    expect(await list({ chainId: '1' })).toMatchObject({ status: 400, body: { parameter: 'chainId' } })
    expect(await list({}, 'alice')).toMatchObject({ status: 400, body: { parameter: 'address' } })
  })
})
