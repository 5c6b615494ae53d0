import { latchAccountAbi, latchAccountFactoryAbi, smartAccountContracts } from '@latch/contracts'
import { decodeFunctionData, encodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '@/api/createApiClient'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { permissionIdOf } from '@/sessions/permissionIdOf'
import { smartAccountNeededMessage } from '@/sessions/smartAccountNeeded'
import { fakeSessionContext, owner, smartAccount } from './internal/fakeSessionContext'
import { walletGrantPermissions } from './walletGrantPermissions'

const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const expiry = Math.floor(Date.now() / 1000) + 3600

const request = (extra: object = {}) => ({
  chainId: '0x7a69',
  expiry,
  signer: { type: 'key', data: { id: key } },
  permissions: [{ type: 'erc20-token-transfer', data: { address: usdl, allowance: '0x989680' } }],
  ...extra,
})

const transferPermission = {
  signer: key,
  target: usdl,
  selector: '0xa9059cbb',
  token: usdl,
  allowance: 10_000_000n,
  validUntil: expiry,
} as const
const id = permissionIdOf(31337, smartAccount, transferPermission)

const recorded = {
  session: {
    pci: id,
    chainId: 31337,
    account: smartAccount,
    signer: key,
    createdAt: new Date().toISOString(),
    expiry,
    revoked: false,
    expired: false,
    permissions: [],
  },
}

const grant = (options: Partial<Parameters<typeof fakeSessionContext>[0]> = {}) =>
  fakeSessionContext({
    method: 'wallet_grantPermissions',
    params: [request()],
    api: () => recorded,
    ...options,
  })

describe('walletGrantPermissions', () => {
  it('grants every permission in one owner UserOperation, records it, and answers the pci', async () => {
    const { context, log } = grant({ deployed: true })
    const answer = await runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context)
    expect(log.approvals).toEqual([
      { method: 'wallet_grantPermissions', params: [request()], address: smartAccount },
    ])
    expect(log.sent).toHaveLength(1)
    const [calls] = log.sent
    expect(calls).toEqual([
      {
        to: smartAccount,
        data: encodeFunctionData({
          abi: latchAccountAbi,
          functionName: 'grantPermission',
          args: [transferPermission],
        }),
      },
    ])
    expect(log.signed).toEqual([`Record Latch session ${id}`])
    expect(log.api).toEqual([
      {
        path: `/api/v1/sessions/${smartAccount}`,
        call: { body: { chainId: 31337, pci: id, signature: '0x5151' } },
      },
    ])
    expect(answer).toEqual({ ...request(), address: smartAccount, context: id })
  })

  it('answers accountMeta (the factory and its data) while the account is not deployed', async () => {
    const { context } = grant({ deployed: false })
    expect(await runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context)).toMatchObject(
      {
        context: id,
        accountMeta: {
          factory: smartAccountContracts.accountFactory,
          factoryData: encodeFunctionData({
            abi: latchAccountFactoryAbi,
            functionName: 'createAccount',
            args: [owner, 0n],
          }),
        },
      },
    )
  })

  it('joins the ids of several permissions into one pci, granted by one operation', async () => {
    const { context, log } = grant({
      params: [
        request({
          permissions: [
            { type: 'erc20-token-transfer', data: { address: usdl, allowance: '0x1' } },
            { type: 'contract-call', data: { address: usdl, functions: ['approve(address,uint256)'] } },
          ],
        }),
      ],
    })
    const answer = (await runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context)) as {
      context: Hex
    }
    const granted = (log.sent[0] ?? []).map(
      ({ data }) =>
        decodeFunctionData({ abi: latchAccountAbi, data: data as Hex })
          .args?.[0] as typeof transferPermission,
    )
    expect(granted.map((permission) => permission.selector)).toEqual(['0xa9059cbb', '0x095ea7b3'])
    expect(answer.context).toBe(
      `0x${granted.map((permission) => permissionIdOf(31337, smartAccount, permission).slice(2)).join('')}`,
    )
  })

  it('refuses an EOA user with 4200 naming the smart account, before any approval', async () => {
    const { context, log } = grant({ accountType: 'eoa' })
    await expect(
      runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context),
    ).rejects.toMatchObject({
      code: 4200,
      message: smartAccountNeededMessage,
    })
    expect(log.approvals).toEqual([])
  })

  it.each([
    [
      'another chain',
      request({ chainId: '0x7a6a' }),
      'The permissions are for chain 31338, but the wallet is on 31337: switch chains first.',
    ],
    [
      'another account',
      request({ address: key }),
      `The permissions are asked of ${key}, which is not this smart account (${smartAccount}).`,
    ],
    [
      'a call on the account itself',
      request({
        permissions: [
          {
            type: 'contract-call',
            data: {
              address: smartAccount,
              functions: ['grantPermission((address,address,bytes4,address,uint256,uint48))'],
            },
          },
        ],
      }),
      'A session key may not call the smart account itself or its EntryPoint.',
    ],
    [
      'a call on the EntryPoint',
      request({
        permissions: [
          {
            type: 'contract-call',
            data: { address: smartAccountContracts.entryPoint, functions: ['withdrawTo(address,uint256)'] },
          },
        ],
      }),
      'A session key may not call the smart account itself or its EntryPoint.',
    ],
    [
      'an expiry past',
      request({ expiry: 1_000 }),
      'The permissions expire in the past: expiry is unix seconds.',
    ],
  ])('refuses %s with -32602 before any approval', async (_, params, message) => {
    const { context, log } = grant({ params: [params] })
    await expect(
      runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context),
    ).rejects.toMatchObject({ code: -32602, message })
    expect(log.approvals).toEqual([])
  })

  it('refuses a grant the account holds already (the chain would refuse it)', async () => {
    const { context, log } = grant({ onchain: { [id]: { permission: transferPermission } } })
    await expect(
      runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'These permissions were granted already: revoke them, or ask with another expiry.',
    })
    expect(log.approvals).toEqual([])
  })

  it('sends nothing when the user declines (4001)', async () => {
    const { context, log } = grant({ approve: false })
    await expect(
      runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context),
    ).rejects.toMatchObject({ code: 4001 })
    expect(log.sent).toEqual([])
    expect(log.api).toEqual([])
  })

  it('fails when the operation reverts, and records nothing', async () => {
    const { context, log } = grant({ receiptSuccess: false })
    await expect(
      runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context),
    ).rejects.toMatchObject({ code: -32603 })
    expect(log.api).toEqual([])
  })

  it('says the grant is on chain, with its pci, when the server cannot record it', async () => {
    const { context } = grant({
      api: () => {
        throw new ApiRequestError(429, 'Please try again after 3 seconds')
      },
    })
    await expect(
      runEmbeddedMethod('wallet_grantPermissions', walletGrantPermissions, context),
    ).rejects.toMatchObject({
      code: -32603,
      message:
        'The permissions are granted on chain, but Latch could not record them: Please try again after 3 seconds',
      data: { context: id },
    })
  })
})
