// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { EvmApprovalRequest } from '@/connectors/ApprovalRequest'
import { devnetNetwork } from '@/networks/knownNetworks'
import { apiClientAtom, approvalsAtom, networksAtom, sendLimitAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { ApproveTransactionView } from './ApproveTransactionView'

const smart = '0x7c2EF2e8a864DA481d9D977CcA9d1B5a3947d069'
const recipient = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

const root = testRoot()
const { container } = root

async function mount(request: Partial<EvmApprovalRequest>) {
  // No node and no API here: the fee estimate never comes, which only an EOA's fee line waits for.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
  const { store, wrap } = viewFrame({
    route: { history: ['ApproveTransaction'] },
    connection: { status: 'connected', address: smart, chainId: 31_337 },
  })
  store.set(apiClientAtom, () => (() => Promise.reject(new TypeError('offline'))) as never)
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:1')])
  // A wallet without a send limit: Approve asks for no code.
  store.set(sendLimitAtom, { step: 'known', limitUsd: null })
  store.set(approvalsAtom, [
    {
      id: 'approval-1',
      origin: 'http://localhost:5173',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: smart, to: recipient, value: '0x38d7ea4c68000' }],
        chainId: 31_337,
        address: smart,
        ...request,
      },
      resolve: vi.fn(),
      reject: vi.fn(),
    },
  ])
  await root.render(wrap(<ApproveTransactionView />))
}

const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent

describe('ApproveTransactionView: a transaction from the smart account', () => {
  it('names the smart account as the sender, and a sponsored fee as such', async () => {
    await mount({ accountType: 'smartAccount', sponsored: true })
    expect(text('approve-account')).toBe('0x7c2E…d069 (smart account)')
    expect(text('approve-value')).toBe('0.001 ETH')
    expect(text('approve-fee')).toBe('Sponsored')
  })

  it('estimates the fee of one the account pays itself, and says nothing more of an EOA', async () => {
    await mount({ accountType: 'smartAccount', sponsored: false })
    expect(text('approve-fee')).toBe('Estimating…')
    await mount({ accountType: 'eoa' })
    expect(text('approve-account')).toBe('0x7c2E…d069')
  })
})
