// @vitest-environment happy-dom

import { act } from 'react'
import { encodeFunctionData, maxUint256, parseUnits } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { erc20CallsAbi, routerSwapAbi } from '@/approvals/internal/knownAbis'
import type { EvmApprovalRequest } from '@/connectors/ApprovalRequest'
import { applyLocale } from '@/i18n/applyLocale'
import { devnetNetwork } from '@/networks/knownNetworks'
import { apiClientAtom, approvalsAtom, knownContractsAtom, networksAtom, sendLimitAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { ApproveTransactionView } from './ApproveTransactionView'

const account = '0x1111111111111111111111111111111111111111'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const router = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const batch = {
  version: '2.0.0',
  chainId: '0x7a69',
  atomicRequired: true,
  calls: [
    {
      to: usdl,
      data: encodeFunctionData({
        abi: erc20CallsAbi,
        functionName: 'approve',
        args: [router, parseUnits('10', 6)],
      }),
    },
    {
      to: router,
      data: encodeFunctionData({
        abi: routerSwapAbi,
        functionName: 'swapExactTokensForETH',
        args: [parseUnits('10', 6), 4_000_000_000_000_000n, [usdl, weth], account, 2_000_000_000n],
      }),
    },
  ],
}

const root = testRoot()
const { container } = root

async function mount(request: Partial<EvmApprovalRequest>) {
  // No node and no API here: the price and the simulation stay unknown, the description does not.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
  const { store, wrap } = viewFrame({
    route: { history: ['ApproveTransaction'] },
    connection: { status: 'connected', address: account, chainId: 31_337 },
  })
  const offline = () => Promise.reject(new TypeError('offline'))
  store.set(apiClientAtom, () => offline as never)
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  store.set(knownContractsAtom, [
    {
      chainId: 31_337,
      routers: [router],
      tokens: [
        { address: usdl, symbol: 'USDL', decimals: 6 },
        { address: weth, symbol: 'WETH', decimals: 18 },
      ],
    },
  ])
  // A wallet without a send limit: Approve asks for no code.
  store.set(sendLimitAtom, { step: 'known', limitUsd: null })
  store.set(approvalsAtom, [
    {
      id: 'approval-1',
      origin: 'http://localhost:5173',
      request: { method: 'wallet_sendCalls', params: [batch], chainId: 31_337, address: account, ...request },
      resolve: vi.fn(),
      reject: vi.fn(),
    },
  ])
  await root.render(wrap(<ApproveTransactionView />))
  return store
}

const byTestId = (id: string) => container.querySelectorAll(`[data-testid="${id}"]`)

describe('ApproveTransactionView: a wallet_sendCalls batch', () => {
  it('shows every call in order, atomic and sponsored from the smart account', async () => {
    await mount({ accountType: 'smartAccount', sponsored: true })
    expect(container.textContent).toContain('http://localhost:5173 asks you to send a batch of calls')
    expect(byTestId('approve-batch-mode')[0]?.textContent).toBe('2 calls, run together: all of them or none.')
    const calls = [...byTestId('approve-batch-call')].map((call) => call.textContent)
    expect(calls).toEqual([
      `1. Lets 0xCf7E…0Fc9 spend 10 USDLTo ${usdl}`,
      `2. Swaps 10 USDL for at least 0.004 ETH (USDL → WETH)To ${router}`,
    ])
    expect(byTestId('approve-fee')[0]?.textContent).toBe('Fee Sponsored: the app pays the network fee')
    expect(container.querySelector('button:not([disabled])')?.textContent).toBe('Reject')
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, false])
  })

  it("asks in the visitor's language, the origin where that language puts it", async () => {
    const store = await mount({ accountType: 'eoa', sponsored: false })
    await act(async () => applyLocale(store, 'ja'))
    try {
      const title = container.querySelector('p.text-center')
      expect(title?.textContent).toBe('http://localhost:5173 が一括呼び出しの送信を求めています')
      expect(title?.querySelector('[data-testid="approve-origin"]')?.textContent).toBe(
        'http://localhost:5173',
      )
      expect(byTestId('approve-batch-mode')[0]?.textContent).toBe(
        '2 件の呼び出しを 1 件ずつ送信：それぞれが手数料を支払います。',
      )
      expect(byTestId('approve-fee')[0]?.textContent).toBe('手数料 このアカウントから支払い')
      expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
        'アカウント',
        'ネットワーク',
      ])
      expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
        '拒否',
        '承認',
      ])
    } finally {
      await act(async () => applyLocale(store, 'en'))
    }
  })

  it('says an EOA sends them one by one and pays', async () => {
    await mount({ accountType: 'eoa', sponsored: false })
    expect(byTestId('approve-batch-mode')[0]?.textContent).toBe(
      '2 calls, sent one by one: each pays its own fee.',
    )
    expect(byTestId('approve-fee')[0]?.textContent).toBe('Fee Paid from this account')
  })

  it('refuses to describe a batch it cannot read, and offers only Reject', async () => {
    await mount({ params: [{ calls: [{ to: usdl, data: 'approve' }] }] })
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Latch cannot read this request')
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, true])
  })
})

describe('ApproveTransactionView: warnings', () => {
  it("says an unlimited approval's warning once, in the visitor's language", async () => {
    const data = encodeFunctionData({
      abi: erc20CallsAbi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
    const store = await mount({ method: 'eth_sendTransaction', params: [{ from: account, to: usdl, data }] })
    const warnings = () =>
      [...container.querySelectorAll('[role="alert"] li')].map((item) => item.textContent)
    expect(warnings()).toEqual([
      `This lets ${router} spend all of your USDL, now and later, until you revoke it.`,
    ])
    await act(async () => applyLocale(store, 'de'))
    try {
      expect(warnings()).toEqual([
        `Damit kann ${router} all deine USDL ausgeben, jetzt und später, bis du es widerrufst.`,
      ])
    } finally {
      await act(async () => applyLocale(store, 'en'))
    }
  })
})
