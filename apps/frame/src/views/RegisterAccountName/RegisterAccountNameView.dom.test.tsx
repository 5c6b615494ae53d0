// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NameFlow } from '@/names/createNameFlow'
import { initialRegisterNameState, type RegisterNameState } from '@/names/RegisterNameState'
import { embeddedAccountAtom, registerNameAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { untilArmed } from '@/views/internal/testing/untilArmed'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { RegisterAccountNameView } from './RegisterAccountNameView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const root = testRoot()
const { container } = root

afterEach(() => {
  vi.useRealTimers()
})

const suggestions = [
  { name: 'ada.latch.id', registered: true },
  { name: 'ada1.latch.id', registered: false },
]
const searched: RegisterNameState = { ...initialRegisterNameState, query: 'ada', label: 'ada', suggestions }

async function mount(
  state: RegisterNameState = initialRegisterNameState,
  options: { embedded?: boolean } = {},
) {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Account', 'RegisterAccountName'] },
    connection: {
      status: 'connected',
      address,
      chainId: 31_337,
      connector: options.embedded
        ? { id: 'embedded', name: 'Email', type: 'AUTH' }
        : { id: 'io.latch.dev', name: 'Latch Dev Wallet', type: 'ANNOUNCED' },
    },
  })
  if (options.embedded)
    store.set(embeddedAccountAtom, { userId: 'u1', email: 'ada@latch.test', address, persistent: true })
  store.set(registerNameAtom, state)
  // The flow, held here: the view only asks it to search, register and reset.
  const flow = {
    search: vi.fn(async () => undefined),
    register: vi.fn(async () => undefined),
    reset: vi.fn(),
  }
  vi.spyOn(controller, 'use').mockImplementation((async (name: string, use: (flow: NameFlow) => unknown) => {
    if (name !== 'names') throw new Error(`Only the names feature is held here, not ${name}`)
    return use(flow as unknown as NameFlow)
  }) as never)
  await root.render(wrap(<RegisterAccountNameView />))
  return { store, flow }
}

const field = () => container.querySelector('input') as HTMLInputElement
const alert = () => container.querySelector('[role="alert"]')?.textContent
const rows = () => [...container.querySelectorAll('li')]
// Its accessible name: what it says, then the name it registers (read only by screen readers).
const registerButton = (name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent?.endsWith(` ${name}`))

async function type(value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field(), value)
    field().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('RegisterAccountNameView in a DOM', () => {
  it('has a labelled search field, and searches 300 ms after the last keystroke', async () => {
    vi.useFakeTimers()
    const { flow } = await mount()
    expect(container.querySelector('[data-view="RegisterAccountName"]')).not.toBeNull()
    const label = container.querySelector('label')
    expect(label?.textContent).toBe('Search for a name')
    expect(document.getElementById(label?.htmlFor ?? '')).toBe(field())

    await type('a')
    await type('ad')
    await type('ada')
    await act(async () => vi.advanceTimersByTime(299))
    expect(flow.search).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(flow.search.mock.calls).toEqual([['ada']])
  })

  it('searches at once on Enter', async () => {
    const { flow } = await mount()
    await type('grace')
    await act(async () => field().form?.requestSubmit())
    expect(flow.search).toHaveBeenCalledWith('grace')
  })

  it('lists the names, each Available or Registered, with Register for a free one only', async () => {
    const { flow } = await mount(searched)
    expect(rows().map((row) => row.textContent)).toEqual([
      'ada.latch.idRegistered',
      'ada1.latch.idAvailableRegister ada1.latch.id',
    ])
    expect(registerButton('ada.latch.id')).toBeUndefined()
    const register = registerButton('ada1.latch.id') as HTMLButtonElement
    expect(register.textContent).toBe('Register ada1.latch.id')
    await untilArmed(register)
    await act(async () => register.click())
    expect(flow.register).toHaveBeenCalledWith('ada1.latch.id')
  })

  it('renders names as text', async () => {
    await mount({
      ...searched,
      suggestions: [{ name: '<img src=x onerror=alert(1)>.latch.id', registered: false }],
    })
    expect(container.querySelector('img')).toBeNull()
    expect(rows()[0]?.textContent).toContain('<img src=x onerror=alert(1)>.latch.id')
  })

  it('shows the rule a text breaks under the field, which it marks invalid', async () => {
    const labelError = { input: 'a_b', refusal: { code: 'underscore' } } as const
    await mount({ ...initialRegisterNameState, query: 'a_b', labelError })
    const rule = container.querySelector('[data-testid="name-rule"]')
    expect(rule?.textContent).toBe("Invalid name 'a_b': '_' is allowed only at the start")
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(field().getAttribute('aria-describedby')).toBe(rule?.id)
    expect(field().value).toBe('a_b')
  })

  it('says "Searching…" while the names load, and Register waits for them', async () => {
    await mount({ ...searched, loading: true })
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Searching…')
    expect((registerButton('ada1.latch.id') as HTMLButtonElement).disabled).toBe(true)
  })

  it('asks to sign in the wallet, the search and the buttons held, while an external wallet signs', async () => {
    await mount({ ...searched, step: 'signing', chosen: 'ada1.latch.id' })
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Sign the message in your wallet')
    const register = registerButton('ada1.latch.id') as HTMLButtonElement
    expect(register.textContent).toBe('Signing… ada1.latch.id')
    expect(register.disabled).toBe(true)
    expect(register.getAttribute('aria-busy')).toBe('true')
    expect(field().disabled).toBe(true)
  })

  it('leaves the asking to ApproveTransaction for the embedded wallet, and says when it registers', async () => {
    await mount({ ...searched, step: 'signing', chosen: 'ada1.latch.id' }, { embedded: true })
    expect(container.textContent).not.toContain('Sign the message in your wallet')
    await root.unmount()
    await mount({ ...searched, step: 'registering', chosen: 'ada1.latch.id' }, { embedded: true })
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Registering ada1.latch.id…')
  })

  it('shows the error as an alert', async () => {
    await mount({ ...searched, error: 'Name already taken' })
    expect(alert()).toBe('Name already taken')
  })

  it('starts afresh when opened after a registration that ended', async () => {
    const { flow } = await mount({ ...searched, step: 'done', chosen: 'ada1.latch.id' })
    expect(flow.reset).toHaveBeenCalledTimes(1)
    expect(field().value).toBe('')
  })
})
