// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { devnetNetwork } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { solanaNativeTokenAddress } from '@/networks/nativeTokenAddress'
import { alice, eth, sendToAlice, usdl } from '@/send/internal/testing/sendFixtures'
import { initialSendState, type SendState } from '@/send/SendState'
import {
  balancesAtom,
  embeddedAccountAtom,
  networksAtom,
  sendAtom,
  solanaBalancesAtom,
  solanaNetworksAtom,
} from '@/state/atoms'
import { initialBalancesState } from '@/state/balancesReducer'
import type { ConnectorRef } from '@/state/connectionReducer'
import { testRoot } from '@/views/internal/testing/testRoot'
import { untilArmed } from '@/views/internal/testing/untilArmed'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { WalletSendPreviewView } from './WalletSendPreviewView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const previewed: SendState = {
  ...sendToAlice(`31337:${address.toLowerCase()}`),
  amount: '5.50',
  // 51,000 gas at 2 gwei: 0.000102 ETH, $0.306 at $3,000.
  fee: { namespace: 'eip155', total: 102_000_000_000_000n, gas: 51_000n, gasPrice: 2_000_000_000n },
  step: 'preview',
}
const injected: ConnectorRef = { id: 'dev', name: 'Latch Dev Wallet', type: 'ANNOUNCED' }
const email: ConnectorRef = { id: 'embedded', name: 'Email', type: 'AUTH' }

const root = testRoot()
const { container, button } = root

async function mount(send: SendState, connector: ConnectorRef = injected) {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Account', 'WalletSend', 'WalletSendPreview'] },
    connection: { status: 'connected', address, chainId: 31_337, connector },
  })
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  store.set(balancesAtom, { ...initialBalancesState, tokens: [eth, usdl] })
  if (connector.type === 'AUTH')
    store.set(embeddedAccountAtom, {
      address,
      chainId: 31_337,
      email: 'ada@latch.test',
      persistent: true,
    } as never)
  store.set(sendAtom, send)
  const flow = await controller.use('send', (loaded) => loaded)
  const confirm = vi.spyOn(flow, 'confirm').mockResolvedValue(undefined)
  const cancel = vi.spyOn(flow, 'cancel').mockReturnValue(undefined)
  await root.render(wrap(<WalletSendPreviewView />))
  return { store, controller, confirm, cancel }
}

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent

describe('WalletSendPreviewView in a DOM', () => {
  it('shows what leaves the account, to whom, where and for what fee; Confirm and Cancel reach the flow', async () => {
    const { confirm, cancel } = await mount(previewed)
    expect(container.querySelector('[data-view="WalletSendPreview"]')).not.toBeNull()
    expect(text('send-preview-amount')).toBe('5.5 USDL')
    expect(text('send-preview-usd')).toBe('$5.50')
    expect(text('send-preview-to')).toBe(`alice.latch.id${alice}`)
    expect(text('send-preview-network')).toBe('Latch Devnet A')
    expect(text('send-preview-fee')).toBe('0.000102 ETH ($0.31)')
    expect(container.querySelector('[data-testid="send-waiting"]')).toBeNull()

    await untilArmed(button('Confirm'))
    await act(async () => button('Confirm').click())
    expect(confirm).toHaveBeenCalledTimes(1)
    await act(async () => button('Cancel').click())
    expect(cancel).toHaveBeenCalledTimes(1)
  })

  it("speaks the visitor's language, with the amounts and values written as it writes them", async () => {
    const { store } = await mount({ ...previewed, amount: '1234.5' })
    await act(async () => applyLocale(store, 'de'))
    const plain = (testId: string) => text(testId)?.replace(/\s/g, ' ')
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'An',
      'Netzwerk',
      'Netzwerkgebühr',
    ])
    expect(plain('send-preview-amount')).toBe('1.234,5 USDL')
    expect(plain('send-preview-usd')).toBe('1.234,50 $')
    expect(plain('send-preview-fee')).toBe('0,000102 ETH (0,31 $)')
    expect(button('Bestätigen')).toBeTruthy()
    expect(button('Abbrechen')).toBeTruthy()
    await act(async () => applyLocale(store, 'en'))
    expect(text('send-preview-usd')).toBe('$1,234.50')
  })

  it("says 'Confirm transaction in your wallet' while an external wallet asks, with both buttons disabled", async () => {
    const { store } = await mount({ ...previewed, step: 'confirming' })
    const waiting = container.querySelector('[data-testid="send-waiting"]')
    expect(waiting?.textContent).toBe('Confirm transaction in your wallet')
    expect(waiting?.getAttribute('role')).toBe('status')
    expect(button('Sending…').disabled).toBe(true)
    expect(button('Cancel').disabled).toBe(true)

    await act(async () => store.set(sendAtom, { ...previewed, step: 'sent', hash: `0x${'ab'.repeat(32)}` }))
    expect(text('send-waiting')).toBe('Sending: waiting for the network to include the transaction…')
  })

  it('asks for the approval instead for the embedded wallet (ApproveTransaction shows it)', async () => {
    await mount({ ...previewed, step: 'confirming' }, email)
    expect(text('send-waiting')).toBe('Approve the transaction to send it')
  })

  it('shows the note after a refusal in the wallet, and the error of a failed send, with Confirm again', async () => {
    const { store } = await mount({ ...previewed, note: 'You declined the transaction in your wallet.' })
    expect(container.querySelector('[data-testid="send-note"][role="status"]')?.textContent).toBe(
      'You declined the transaction in your wallet.',
    )
    await act(async () => store.set(sendAtom, { ...previewed, error: 'nonce too low' }))
    expect(container.querySelector('[data-testid="send-error"][role="alert"]')?.textContent).toBe(
      'nonce too low',
    )
    expect(button('Confirm').disabled).toBe(false)
  })

  it('offers the way back when there is no send to review (opened by name)', async () => {
    const { controller } = await mount(initialSendState)
    const goBack = vi.spyOn(controller, 'goBack').mockReturnValue(undefined)
    expect(container.textContent).toContain('There is no send to review yet.')
    await act(async () => button('Back').click())
    expect(goBack).toHaveBeenCalledTimes(1)
  })

  it("shows a Solana send's fee in SOL on its cluster, with the rent of the recipient's new token account", async () => {
    const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const recipient = 'GmC5Tg8x2Kj3fYrnh4Bb6QwLZqG1t3qKqLhV7tUq9sQs'
    const { store, wrap } = viewFrame({
      route: { history: ['Account', 'WalletSend', 'WalletSendPreview'] },
      connection: { status: 'connected', address, chainId: 31_337, connector: email },
    })
    store.set(embeddedAccountAtom, { address, solanaAddress } as never)
    store.set(solanaNetworksAtom, [localSolanaNetwork])
    const sol = {
      ...eth,
      address: `solana:localnet:${solanaNativeTokenAddress}`,
      symbol: 'SOL',
      decimals: 9,
      price: 150,
    }
    const usdlOnSolana = { ...usdl, address: 'solana:localnet:Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB' }
    store.set(solanaBalancesAtom, { ...initialBalancesState, tokens: [sol, usdlOnSolana] })
    store.set(sendAtom, {
      ...initialSendState,
      key: `solana:localnet:${solanaAddress}`,
      namespace: 'solana',
      token: usdlOnSolana.address,
      amount: '2.5',
      recipient,
      resolved: { address: recipient },
      fee: { namespace: 'solana', total: 2_044_280n, rent: 2_039_280n },
      step: 'preview',
    })
    await root.render(wrap(<WalletSendPreviewView />))
    expect(text('send-preview-amount')).toBe('2.5 USDL')
    expect(text('send-preview-to')).toBe(recipient)
    expect(text('send-preview-network')).toBe('Latch Solana Localnet')
    expect(text('send-preview-fee')).toBe(
      "0.00204428 SOL ($0.31)Includes 0.00203928 SOL to open the recipient's USDL account",
    )
  })
})
