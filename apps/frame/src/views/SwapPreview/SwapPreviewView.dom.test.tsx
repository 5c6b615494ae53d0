// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { embeddedAccountAtom } from '@/state/atoms'
import type { ConnectorRef } from '@/state/connectionReducer'
import { quotedEthToUsdl, usdlToken } from '@/swap/internal/testing/swapFixtures'
import type { SwapState } from '@/swap/SwapState'
import { swapAtom } from '@/swap/swapAtom'
import { testRoot } from '@/views/internal/testing/testRoot'
import { untilArmed } from '@/views/internal/testing/untilArmed'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { SwapPreviewView } from './SwapPreviewView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const injected: ConnectorRef = { id: 'dev', name: 'Latch Dev Wallet', type: 'ANNOUNCED' }
const email: ConnectorRef = { id: 'embedded', name: 'Email', type: 'AUTH' }
const built = {
  from: address,
  to: address,
  data: '0x',
  value: 0n,
  gas: 120_000n,
  gasPrice: 1_000_000_000n,
} as const
const ready: SwapState = { ...quotedEthToUsdl(), toTokenAmount: '2949.512345', swapTransaction: built }

const root = testRoot()
const { container, button } = root

async function mount(swap: SwapState, connector: ConnectorRef = injected) {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Account', 'Swap', 'SwapPreview'] },
    connection: { status: 'connected', address, chainId: 31_337, connector },
  })
  if (connector.type === 'AUTH')
    store.set(embeddedAccountAtom, { address, chainId: 31_337, persistent: true } as never)
  store.set(swapAtom, swap)
  const flow = await controller.use('swap', (loaded) => loaded)
  const spies = {
    swap: vi.spyOn(flow, 'swap').mockResolvedValue(undefined),
    approve: vi.spyOn(flow, 'approve').mockResolvedValue(undefined),
    cancel: vi.spyOn(flow, 'cancel').mockReturnValue(undefined),
  }
  await root.render(wrap(<SwapPreviewView />))
  return { store, ...spies }
}

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent

describe('SwapPreviewView in a DOM', () => {
  it('shows what leaves and arrives (6 decimals), the fees and the minimum; Swap and Cancel reach the flow', async () => {
    const spies = await mount(ready)
    expect(container.querySelector('[data-view="SwapPreview"]')).not.toBeNull()
    expect(text('swap-preview-pay')).toBe('1 ETH')
    expect(text('swap-preview-receive')).toBe('2,949.512345 USDL')
    expect(text('swap-preview-provider-fee')).toBe('0.85% (0.0085 ETH)')
    expect(text('swap-preview-gas')).toBe('$0.36')
    expect(text('swap-preview-slippage')).toBe('1%')
    // 99 % of 2949.512345 USDL, rounded down in base units.
    expect(text('swap-preview-minimum')).toBe('2,920.017221 USDL')
    await untilArmed(button('Swap'))
    await act(async () => button('Swap').click())
    expect(spies.swap).toHaveBeenCalledTimes(1)
    await act(async () => button('Cancel').click())
    expect(spies.cancel).toHaveBeenCalledTimes(1)
  })

  it('asks to approve the token first when the allowance is short', async () => {
    const spies = await mount({
      ...ready,
      sourceToken: usdlToken,
      sourceTokenAmount: '100',
      swapTransaction: undefined,
      approvalTransaction: built,
    })
    await untilArmed(button('Approve USDL'))
    await act(async () => button('Approve USDL').click())
    expect(spies.approve).toHaveBeenCalledTimes(1)
    expect(spies.swap).not.toHaveBeenCalled()
  })

  it('says what is waited on, busy, by wallet', async () => {
    await mount({ ...ready, loadingTransaction: true, pending: 'swap' })
    const status = container.querySelector('[data-testid="swap-waiting"]')
    expect(status?.getAttribute('role')).toBe('status')
    expect(status?.textContent).toBe('Confirm transaction in your wallet')
    expect(button('Swap').disabled).toBe(true)
    expect(button('Cancel').disabled).toBe(true)
  })

  it("says 'Swapping …' for the embedded wallet, and the approval's words", async () => {
    const { store } = await mount({ ...ready, loadingTransaction: true, pending: 'swap' }, email)
    expect(text('swap-waiting')).toBe('Swapping ETH to 2,949.5123 USDL')
    await act(async () =>
      store.set(swapAtom, {
        ...ready,
        approvalTransaction: built,
        loadingTransaction: true,
        pending: 'approval',
      }),
    )
    expect(text('swap-waiting')).toBe('Approve limit increase in your wallet')
  })

  it('shows why the last try failed as an alert, as text', async () => {
    await mount({ ...ready, transactionError: '<img src=x onerror=alert(1)> User rejected the request.' })
    const alert = container.querySelector('[data-testid="swap-error"]')
    expect(alert?.getAttribute('role')).toBe('alert')
    expect(alert?.textContent).toBe('<img src=x onerror=alert(1)> User rejected the request.')
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0)
    expect(button('Swap').disabled).toBe(false)
  })
})
