// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { approvalsAtom, bitcoinNetworksAtom, sendLimitAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { ApproveTransactionView } from './ApproveTransactionView'

const account = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
const root = testRoot()
const { container } = root

async function mount(params: unknown) {
  const { store, wrap } = viewFrame({
    route: { history: ['ApproveTransaction'] },
    connection: {
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      chainId: 31_337,
    },
  })
  store.set(bitcoinNetworksAtom, [localBitcoinNetwork])
  // A wallet without a send limit: Approve asks for no code.
  store.set(sendLimitAtom, { step: 'known', limitUsd: null })
  store.set(approvalsAtom, [
    {
      id: 'approval-1',
      origin: 'http://localhost:5173',
      request: {
        namespace: 'bip122',
        method: 'bip122_signMessage',
        params,
        caipNetworkId: localBitcoinNetwork.caipNetworkId,
        address: account,
      },
      resolve: vi.fn(),
      reject: vi.fn(),
    },
  ])
  await root.render(wrap(<ApproveTransactionView />))
}

describe('ApproveTransactionView: a Bitcoin message', () => {
  it('says who asks, with which Bitcoin account on which network, and shows the message as text', async () => {
    await mount({ account, message: '<b>Prove</b> you hold this address' })
    expect(container.textContent).toContain(
      'http://localhost:5173 asks you to sign a message with your Bitcoin account',
    )
    expect(container.querySelector('[data-testid="approve-account"]')?.getAttribute('title')).toBe(account)
    expect(container.textContent).toContain('Latch Bitcoin Regtest')
    // Text from the request is rendered as text, never as markup.
    expect(container.querySelector('[data-testid="approve-message"]')?.textContent).toBe(
      '<b>Prove</b> you hold this address',
    )
    expect(container.querySelector('[data-testid="approve-message"] b')).toBeNull()
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, false])
  })

  it('offers only Reject for a request it cannot read', async () => {
    await mount({ message: 'no account' })
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Latch cannot read this request')
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, true])
  })
})
