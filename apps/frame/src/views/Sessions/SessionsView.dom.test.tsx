// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { RecordedSession } from '@/sessions/createSessionsApi'
import { embeddedAccountAtom, knownContractsAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { SessionsView } from './SessionsView'

const root = testRoot()
const { container, button } = root
const account = '0x1111111111111111111111111111111111111111'
const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const pci = `0x${'ab'.repeat(32)}` as const
const expiry = Math.floor(Date.now() / 1000) + 3600

const session = (revoked: boolean): RecordedSession => ({
  pci,
  chainId: 31337,
  account,
  signer: key,
  createdAt: new Date().toISOString(),
  expiry,
  revoked,
  expired: false,
  permissions: [
    {
      id: pci,
      signer: key,
      target: usdl,
      selector: '0xa9059cbb',
      token: usdl,
      allowance: '10000000',
      validUntil: expiry,
      spent: '3000000',
      revoked,
    },
  ],
})

async function mount() {
  const made = viewFrame({
    route: { history: ['Account', 'Sessions'] },
    connection: { status: 'connected', address: account, chainId: 31337 },
  })
  made.store.set(embeddedAccountAtom, {
    userId: 'user-1',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    smartAccount: account,
    accountType: 'smartAccount',
    persistent: true,
  } as never)
  made.store.set(knownContractsAtom, [
    { chainId: 31337, routers: [], tokens: [{ address: usdl, symbol: 'USDL', decimals: 6 }] },
  ])
  let revoked = false
  const api = vi
    .spyOn(made.controller, 'api')
    .mockImplementation(async () => ({ sessions: [session(revoked)] }) as never)
  const request = vi.spyOn(made.controller, 'request').mockImplementation(async () => {
    revoked = true
    return null
  })
  await root.render(made.wrap(<SessionsView />))
  await act(async () => {})
  return { api, request }
}

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent

describe('SessionsView in a DOM', () => {
  it("lists the account's session with its limit, spent and expiry, and revokes it through wallet_revokePermissions", async () => {
    const { api, request } = await mount()
    expect(api).toHaveBeenCalledWith(`/api/v1/sessions/${account}`, { query: { chainId: 'eip155:31337' } })
    expect(text('session-status')).toBe('Active')
    expect(text('session-spent')).toBe('Spent 3 USDL of 10 USDL')
    expect(text('session-permission')).toContain('transfer(address,uint256)')
    expect(text('session-expiry')).toMatch(/^Until .*\d/)
    await act(async () => button('Revoke').click())
    expect(request).toHaveBeenCalledWith({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: pci }],
    })
    expect(text('session-status')).toBe('Revoked')
    expect(container.querySelector('[data-testid="session-revoke"]')).toBeNull()
  })
})
