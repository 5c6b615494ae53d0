// @vitest-environment happy-dom
import type { Token } from '@latch/shared-types'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '@/api/createApiClient'
import { applyLocale } from '@/i18n/applyLocale'
import { devnetNetwork } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { solanaNativeTokenAddress } from '@/networks/nativeTokenAddress'
import { alice, eth, usdl } from '@/send/internal/testing/sendFixtures'
import {
  apiClientAtom,
  balancesAtom,
  embeddedAccountAtom,
  networksAtom,
  sendAtom,
  solanaBalancesAtom,
  solanaNetworksAtom,
} from '@/state/atoms'
import { initialBalancesState } from '@/state/balancesReducer'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { WalletSendView } from './WalletSendView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const empty: Token = {
  ...usdl,
  address: 'eip155:31337:0xempty',
  symbol: 'NIL',
  quantity: { decimals: '0', numeric: '0' },
}

const root = testRoot()
const { container, button } = root

async function mount() {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Account', 'WalletSend'] },
    connection: { status: 'connected', address, chainId: 31_337, caipAddress: `eip155:31337:${address}` },
  })
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  store.set(balancesAtom, {
    ...initialBalancesState,
    key: `31337:${address.toLowerCase()}`,
    tokens: [eth, usdl, empty],
  })
  // The name service, as the frame's /api answers it: alice.latch.id is registered, nothing else.
  const api = vi.fn(async (path: string) => {
    if (path === '/api/v1/profile/account/alice.latch.id')
      return { name: 'alice.latch.id', addresses: { '60': { address: alice } } }
    throw new ApiRequestError(404, 'Name not found')
  })
  // A function is an atom's updater to jotai: the client is what it returns.
  store.set(apiClientAtom, () => api as never)
  const account = await controller.use('account', (loaded) => loaded)
  const refreshBalances = vi.spyOn(account, 'refreshBalances').mockResolvedValue(undefined)
  // The real flow (loaded as the view loads it); its preview would ask a node, so it is held here.
  const flow = await controller.use('send', (loaded) => loaded)
  const preview = vi.spyOn(flow, 'preview').mockResolvedValue(undefined)
  await root.render(wrap(<WalletSendView />))
  return { store, refreshBalances, preview, api }
}

const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')
const input = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  )
  const field = found?.htmlFor ? document.getElementById(found.htmlFor) : null
  if (!(field instanceof HTMLInputElement)) throw new Error(`No field ${label}`)
  return field
}
async function type(label: string, text: string) {
  const field = input(label)
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
  await act(async () => void field.dispatchEvent(new Event('input', { bubbles: true })))
}
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent

describe('WalletSendView in a DOM', () => {
  it("lists the account's tokens as a radio group, and Preview send names what is missing until it can preview", async () => {
    await mount()
    expect(container.querySelector('[data-view="WalletSend"]')).not.toBeNull()
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['ETH2', 'UUSDL100.5'])
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/public/getTokenImage/ETH')
    expect(submit()?.textContent).toBe('Select a token')
    expect(submit()?.disabled).toBe(true)

    await act(async () => radios[1]?.click())
    expect(submit()?.textContent).toBe('Enter an amount')
    await type('Amount', '5')
    expect(text('send-amount-usd')).toBe('$5.00')
    expect(submit()?.textContent).toBe('Enter a recipient')
    await type('Amount', '1e3')
    expect(submit()?.textContent).toBe('Enter digits and at most one dot')
    await type('Amount', '100.6')
    expect(submit()?.textContent).toBe('Insufficient balance')
    await act(async () => button('Max').click())
    expect(input('Amount').value).toBe('100.5')
    expect(text('send-amount-usd')).toBe('$100.50')
  })

  it('looks the recipient up once typing pauses, shows the address found, and previews', async () => {
    const { preview, api } = await mount()
    await act(async () => container.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]?.click())
    await type('Amount', '5')
    await type('Address or name', 'alice.latch')
    await type('Address or name', 'alice.latch.id')
    expect(container.textContent).toContain('Looking up…')
    expect(submit()?.textContent).toBe('Resolving the name…')
    await wait(400)
    // Only the text typing paused on was looked up.
    expect(api.mock.calls.map(([path]) => path)).toEqual(['/api/v1/profile/account/alice.latch.id'])
    expect(text('send-recipient-address')).toBe(`alice.latch.id: ${alice}`)
    expect(submit()?.textContent).toBe('Preview send')
    expect(submit()?.disabled).toBe(false)
    await act(async () => submit()?.click())
    expect(preview).toHaveBeenCalledTimes(1)

    await type('Address or name', 'nobody.latch.id')
    await wait(400)
    const alert = container.querySelector('[data-testid="send-recipient-error"]')
    expect(alert?.getAttribute('role')).toBe('alert')
    expect(alert?.textContent).toBe('No address found for nobody.latch.id')
    expect(input('Address or name').getAttribute('aria-invalid')).toBe('true')
    expect(submit()?.textContent).toBe('Invalid recipient')
  })

  it("names what is missing, and why a preview failed, in the visitor's language", async () => {
    const { store } = await mount()
    await act(async () => applyLocale(store, 'de'))
    try {
      expect(submit()?.textContent).toBe('Wähle einen Token')
      await act(async () => container.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]?.click())
      await type('Betrag', '100.6')
      expect(submit()?.textContent).toBe('Unzureichendes Guthaben')
      await type('Betrag', '1.1234567')
      expect(submit()?.textContent).toBe('Höchstens 6 Nachkommastellen')
      await act(async () =>
        store.set(sendAtom, { ...store.get(sendAtom), error: 'Insufficient funds for gas' }),
      )
      expect(text('send-error')).toBe('Nicht genug Guthaben für die Gasgebühr')
      await type('Adresse oder Name', 'ab.latch.id')
      await wait(400)
      expect(text('send-recipient-error')).toBe(
        'Ungültiger Name „ab.latch.id“: das Label muss 3 bis 63 Zeichen lang sein',
      )
    } finally {
      await act(async () => applyLocale(store, 'en'))
    }
  })

  it("shows why the last preview failed, and the recipient's text as text", async () => {
    const { store } = await mount()
    await act(async () =>
      store.set(sendAtom, { ...store.get(sendAtom), error: 'Insufficient funds for gas' }),
    )
    expect(container.querySelector('[data-testid="send-error"][role="alert"]')?.textContent).toBe(
      'Insufficient funds for gas',
    )
    await type('Address or name', '<img src=x onerror=alert(1)>.eth')
    await wait(400)
    expect(text('send-recipient-error')).toMatch(/^Invalid name '<img src=x onerror=alert\(1\)>\.eth'/)
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0)
  })

  it('sends from the Solana account when opened for it: its tokens, a base58 recipient, its balances read', async () => {
    const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const { store, controller, wrap } = viewFrame({
      route: { history: ['Account', 'WalletSend'], data: { namespace: 'solana' } },
      connection: {
        status: 'connected',
        address,
        chainId: 31_337,
        caipAddress: `eip155:31337:${address}`,
        connector: { id: 'embedded', name: 'Email', type: 'AUTH' },
      },
    })
    store.set(embeddedAccountAtom, { address, solanaAddress } as never)
    store.set(solanaNetworksAtom, [localSolanaNetwork])
    const sol = { ...eth, address: `solana:localnet:${solanaNativeTokenAddress}`, symbol: 'SOL', decimals: 9 }
    store.set(balancesAtom, { ...initialBalancesState, tokens: [eth, usdl] })
    store.set(solanaBalancesAtom, { ...initialBalancesState, tokens: [sol] })
    const account = await controller.use('account', (loaded) => loaded)
    const refreshSolana = vi.spyOn(account, 'refreshSolanaBalances').mockResolvedValue(undefined)
    const refreshEvm = vi.spyOn(account, 'refreshBalances').mockResolvedValue(undefined)
    await root.render(wrap(<WalletSendView />))

    expect(store.get(sendAtom)).toMatchObject({
      namespace: 'solana',
      key: `solana:localnet:${solanaAddress}`,
    })
    expect(refreshSolana).toHaveBeenCalled()
    expect(refreshEvm).not.toHaveBeenCalled()
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['SOL2'])
    await act(async () => radios[0]?.click())
    await type('Amount', '1')
    expect(input('Solana address').placeholder).toBe('Base58 address')
    // The Solana check loads with its first use: waited for, not timed.
    await type('Solana address', address)
    await vi.waitFor(async () => {
      await wait(50)
      expect(text('send-recipient-error')).toBe('Enter a Solana address: 32 to 44 base58 characters')
    })
    await type('Solana address', solanaAddress)
    await vi.waitFor(async () => {
      await wait(50)
      expect(text('send-recipient-address')).toBe(solanaAddress)
    })
    expect(submit()?.textContent).toBe('Preview send')
  })
})
