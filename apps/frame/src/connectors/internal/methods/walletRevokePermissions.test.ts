import { latchAccountAbi } from '@latch/contracts'
import { encodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '@/api/createApiClient'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { smartAccountNeededMessage } from '@/sessions/smartAccountNeeded'
import { fakeSessionContext, smartAccount } from './internal/fakeSessionContext'
import { walletRevokePermissions } from './walletRevokePermissions'

const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const permission = {
  signer: key,
  target: usdl,
  selector: '0xa9059cbb',
  token: usdl,
  allowance: 10n,
  validUntil: 1_900_000_000,
} as const
const first: Hex = `0x${'ab'.repeat(32)}`
const second: Hex = `0x${'cd'.repeat(32)}`
const pci = `0x${first.slice(2)}${second.slice(2)}`

const revoke = (options: Partial<Parameters<typeof fakeSessionContext>[0]> = {}) =>
  fakeSessionContext({
    method: 'wallet_revokePermissions',
    params: [{ permissionsContext: pci.toUpperCase().replace('0X', '0x') }],
    onchain: { [first]: { permission }, [second]: { permission: { ...permission, selector: '0x095ea7b3' } } },
    api: () => ({ revoked: true }),
    ...options,
  })

const revokeCall = (id: Hex) => ({
  to: smartAccount,
  data: encodeFunctionData({ abi: latchAccountAbi, functionName: 'revokePermission', args: [id] }),
})

describe('walletRevokePermissions', () => {
  it('revokes every id on chain in one operation after the confirmation, then at the server', async () => {
    const { context, log } = revoke()
    expect(await runEmbeddedMethod('wallet_revokePermissions', walletRevokePermissions, context)).toBeNull()
    expect(log.approvals).toHaveLength(1)
    expect(log.sent).toEqual([[revokeCall(first), revokeCall(second)]])
    expect(log.signed).toEqual([`Revoke Latch session ${pci}`])
    expect(log.api).toEqual([
      { path: `/api/v1/sessions/${smartAccount}/revoke`, call: { body: { pci, signature: '0x5151' } } },
    ])
  })

  it('skips the ids revoked already, and the operation when none is left', async () => {
    const partly = revoke({ onchain: { [first]: { permission, revoked: true }, [second]: { permission } } })
    await runEmbeddedMethod('wallet_revokePermissions', walletRevokePermissions, partly.context)
    expect(partly.log.sent).toEqual([[revokeCall(second)]])
    const all = revoke({
      onchain: { [first]: { permission, revoked: true }, [second]: { permission, revoked: true } },
    })
    await runEmbeddedMethod('wallet_revokePermissions', walletRevokePermissions, all.context)
    expect(all.log.sent).toEqual([])
    expect(all.log.api).toHaveLength(1)
  })

  it("refuses an id that is not the account's, before any confirmation", async () => {
    const { context, log } = revoke({ onchain: { [first]: { permission } } })
    await expect(
      runEmbeddedMethod('wallet_revokePermissions', walletRevokePermissions, context),
    ).rejects.toMatchObject({
      code: -32602,
      message: `The permission ${second} is not one of this account's.`,
    })
    expect(log.approvals).toEqual([])
  })

  it('refuses an EOA user with 4200, and sends nothing when the user declines', async () => {
    const eoa = revoke({ accountType: 'eoa' })
    await expect(
      runEmbeddedMethod('wallet_revokePermissions', walletRevokePermissions, eoa.context),
    ).rejects.toMatchObject({
      code: 4200,
      message: smartAccountNeededMessage,
    })
    const declined = revoke({ approve: false })
    await expect(
      runEmbeddedMethod('wallet_revokePermissions', walletRevokePermissions, declined.context),
    ).rejects.toMatchObject({ code: 4001 })
    expect(declined.log.sent).toEqual([])
  })

  it('is done when the server never recorded the session (404), and says so on other server errors', async () => {
    const unrecorded = revoke({
      api: () => {
        throw new ApiRequestError(404, 'Unknown session')
      },
    })
    expect(
      await runEmbeddedMethod('wallet_revokePermissions', walletRevokePermissions, unrecorded.context),
    ).toBeNull()
    const failing = revoke({
      api: () => {
        throw new ApiRequestError(503, 'Service unavailable')
      },
    })
    await expect(
      runEmbeddedMethod('wallet_revokePermissions', walletRevokePermissions, failing.context),
    ).rejects.toMatchObject({
      code: -32603,
      message: 'The permissions are revoked on chain, but Latch could not record it: Service unavailable',
    })
  })
})
