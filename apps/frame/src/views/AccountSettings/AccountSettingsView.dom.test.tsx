// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedFlow } from '@/embedded/createEmbeddedFlow'
import { FarcasterLoginEndedError } from '@/embedded/farcaster/createFarcasterLogin'
import { applyLocale } from '@/i18n/applyLocale'
import { embeddedAccountAtom, type HostConfig } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { AccountSettingsView } from './AccountSettingsView'
import {
  emailLogin as email,
  farcasterLogin as farcaster,
  googleLogin as google,
  passkeyLogin as passkey,
} from './internal/testLogins'

const root = testRoot()
const { container, button } = root
const eoa = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const smart = '0x7c2EF2e8a864DA481d9D977CcA9d1B5a3947d069'
const user = {
  userId: 'u1',
  email: 'ada@example.com',
  address: eoa,
  persistent: true,
  smartAccount: smart,
  smartAccountDeployed: false,
} as const

async function mount(
  setAccountType: EmbeddedFlow['setAccountType'],
  logins: Partial<
    Pick<
      EmbeddedFlow,
      | 'logins'
      | 'removeLogin'
      | 'preparePasskeyAdd'
      | 'addPasskey'
      | 'linkSocial'
      | 'linkFarcaster'
      | 'stopFarcasterLink'
      | 'confirmSecondFactor'
    >
  > = {},
  socials?: string[],
) {
  const made = viewFrame({
    route: { history: ['Account', 'AccountSettings'] },
    ...(socials ? { host: { features: { socials } } as HostConfig } : {}),
  })
  made.store.set(embeddedAccountAtom, { ...user, accountType: 'eoa' })
  vi.spyOn(made.controller, 'use').mockImplementation((async (
    name: string,
    use: (flow: EmbeddedFlow) => unknown,
  ) => {
    if (name !== 'embedded') throw new Error(`Only the embedded feature is held here, not ${name}`)
    return use({
      setAccountType,
      logins: async () => [email],
      removeLogin: async () => [email],
      preparePasskeyAdd: async () => undefined,
      addPasskey: async () => [email],
      linkSocial: async () => [email],
      linkFarcaster: async () => [email],
      stopFarcasterLink: () => undefined,
      confirmSecondFactor: async () => undefined,
      secondFactor: async () => ({ enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null }),
      ...logins,
    } as unknown as EmbeddedFlow)
  }) as never)
  await root.render(made.wrap(<AccountSettingsView />))
  return made
}

const row = (type: string) => container.querySelector(`[data-testid="account-type-${type}"]`)

describe('AccountSettingsView in a DOM', () => {
  it("speaks the visitor's language: accounts, logins with their dates, two-factor and its limit", async () => {
    const made = await mount(async () => eoa, {
      logins: async () => [email, google],
      secondFactor: async () => ({ enabled: true, recoveryCodesLeft: 3, sendLimitUsd: 1250 }),
    } as Parameters<typeof mount>[1])
    await act(async () => applyLocale(made.store, 'de'))
    try {
      expect(container.textContent).toContain(
        'Das Konto, das diese App sieht und das ihre Anfragen signiert.',
      )
      expect(row('eoa')?.textContent).toContain('Schlüsselkonto (EOA)')
      expect(row('eoa')?.textContent).toContain('In Verwendung')
      expect(button('Dieses Konto verwenden')).toBeDefined()
      expect(
        [...container.querySelectorAll('[data-testid="login"]')].map((item) => item.textContent),
      ).toEqual([
        'ada@example.comE-Mail · hinzugefügt am 1. Dez. 2026Entfernen',
        'GoogleSocial Login · hinzugefügt am 1. Dez. 2026Entfernen',
      ])
      expect(container.querySelector('#second-factor-heading')?.textContent).toBe(
        'Zwei-Faktor-Authentifizierung',
      )
      expect(container.querySelector('[data-testid="second-factor-on"]')?.textContent).toBe(
        'An: Der Schlüssel wird erst nach einem Code aus deiner Authenticator-App angezeigt. Noch 3 Wiederherstellungscodes.',
      )
      expect(container.querySelector('[data-testid="send-limit"]')?.textContent).toBe(
        'Sendungen im Wert von mehr als 1.250,00\u00a0$ verlangen einen Code.',
      )
      await act(async () =>
        container.querySelector<HTMLButtonElement>('button[aria-label="Google entfernen"]')?.click(),
      )
      expect(container.querySelector('fieldset')?.getAttribute('aria-label')).toBe('Google entfernen?')
      expect(container.querySelector('fieldset p')?.textContent).toBe(
        'Google öffnet diese Wallet dann nicht mehr.',
      )
      expect(button('Behalten')).toBeDefined()
    } finally {
      await act(async () => applyLocale(made.store, 'en'))
    }
  })

  it('shows both accounts with their addresses, the one in use marked, and switches on a click', async () => {
    const setAccountType = vi.fn(async (type: 'eoa' | 'smartAccount') => {
      made.store.set(embeddedAccountAtom, { ...user, accountType: type })
      return type === 'smartAccount' ? smart : eoa
    })
    const made = await mount(setAccountType)
    expect(row('eoa')?.getAttribute('aria-current')).toBe('true')
    expect(row('eoa')?.textContent).toContain('0xf39F…2266')
    expect(row('smartAccount')?.getAttribute('aria-current')).toBeNull()
    expect(row('smartAccount')?.textContent).toContain('0x7c2E…d069')
    expect(row('smartAccount')?.textContent).toContain('Its first transaction creates it on the network.')

    await act(async () => button('Use this account').click())
    expect(setAccountType.mock.calls).toEqual([['smartAccount']])
    expect(row('smartAccount')?.getAttribute('aria-current')).toBe('true')
    expect(row('eoa')?.querySelector('button')?.textContent).toBe('Use this account')
  })

  it('says why a switch failed and keeps the account in use', async () => {
    await mount(async () => {
      throw new Error('Session expired')
    })
    await act(async () => button('Use this account').click())
    expect(container.querySelector('[data-testid="account-settings-error"]')?.textContent).toBe(
      'Session expired',
    )
    expect(row('eoa')?.getAttribute('aria-current')).toBe('true')
  })

  it('lists the logins that open the wallet, and removes one only once the visitor confirms it', async () => {
    let removed: unknown
    await mount(async () => eoa, {
      logins: async () => [email, google],
      removeLogin: async (login) => {
        removed = login
        return [email]
      },
    })
    const logins = () => [...container.querySelectorAll('[data-testid="login"]')]
    expect(logins().map((item) => item.textContent)).toEqual([
      'ada@example.comEmail · added Dec 1, 2026Remove',
      'GoogleSocial login · added Dec 1, 2026Remove',
    ])
    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Remove Google"]')?.click())
    const confirmation = container.querySelector('fieldset[aria-label="Remove Google?"]')
    expect(confirmation?.textContent).toContain('Google will no longer open this wallet.')
    // The keyboard is on the confirmation, and Keep takes it back.
    expect(document.activeElement?.textContent).toBe('Yes, remove')
    await act(async () => button('Keep').click())
    expect(removed).toBeUndefined()
    expect(container.querySelector('fieldset')).toBeNull()

    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Remove Google"]')?.click())
    await act(async () => button('Yes, remove').click())
    expect(removed).toMatchObject({ kind: 'social', id: 'google:42' })
    expect(logins().map((item) => item.textContent)).toEqual(['ada@example.comEmail · added Dec 1, 2026'])
    expect(container.querySelector('[data-testid="logins-only"]')?.textContent).toBe(
      'This is the wallet’s only login: it cannot be removed.',
    )
  })

  it('says why the logins could not be read or one not removed, and keeps what was shown', async () => {
    await mount(async () => eoa, {
      logins: async () => {
        throw new Error('Session Expired')
      },
    })
    expect(container.querySelector('[data-testid="logins-error"]')?.textContent).toBe('Session Expired')
    await root.unmount()

    await mount(async () => eoa, {
      logins: async () => [email, google],
      removeLogin: async () => {
        throw new Error('This is the only login of this wallet: add another before removing it')
      },
    })
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[aria-label="Remove ada@example.com"]')?.click(),
    )
    await act(async () => button('Yes, remove').click())
    expect(container.querySelector('[data-testid="logins-error"]')?.textContent).toBe(
      'This is the only login of this wallet: add another before removing it',
    )
    expect(container.querySelectorAll('[data-testid="login"]')).toHaveLength(2)
  })

  it('adds a passkey, readied when the logins show, and says why one was not added', async () => {
    const prepared = vi.fn(async () => undefined)
    let finish: (logins: Awaited<ReturnType<EmbeddedFlow['addPasskey']>>) => void = () => undefined
    const made = await mount(async () => eoa, {
      preparePasskeyAdd: prepared,
      addPasskey: () => new Promise((resolve) => (finish = resolve)),
    })
    const toasts = vi.spyOn(made.controller, 'showToast')
    expect(prepared).toHaveBeenCalledTimes(1)
    await act(async () => button('Add a passkey').click())
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Create your passkey in the prompt or window that opened.',
    )
    expect(button('Adding a passkey…').disabled).toBe(true)
    await act(async () => finish([email, passkey]))
    const logins = [...container.querySelectorAll('[data-testid="login"]')].map((item) => item.textContent)
    expect(logins).toEqual([
      'ada@example.comEmail · added Dec 1, 2026Remove',
      'PasskeyPasskey · added Dec 2, 2026Remove',
    ])
    expect(toasts).toHaveBeenCalledWith({ type: 'show', variant: 'success', message: 'Passkey added' })
    await root.unmount()

    await mount(async () => eoa, {
      addPasskey: async () => {
        throw new Error('The passkey window was closed')
      },
    })
    await act(async () => button('Add a passkey').click())
    expect(container.querySelector('[data-testid="logins-error"]')?.textContent).toBe(
      'The passkey window was closed',
    )
    expect(button('Add a passkey').disabled).toBe(false)
    expect(container.querySelectorAll('[data-testid="login"]')).toHaveLength(1)
  })

  it('links an account of each social provider the host offers and the wallet lacks', async () => {
    const linked: string[] = []
    await mount(
      async () => eoa,
      {
        logins: async () => [email, google],
        linkSocial: async (provider) => {
          linked.push(provider)
          throw new Error('This account already opens another wallet. Remove it from that wallet first.')
        },
      },
      ['google', 'github', 'farcaster', 'discord'],
    )
    const links = () =>
      [...container.querySelectorAll('button')]
        .map((item) => item.textContent)
        .filter((text) => text?.startsWith('Link'))
    expect(links()).toEqual(['Link GitHub', 'Link Farcaster', 'Link Discord'])
    await act(async () => button('Link GitHub').click())
    expect(linked).toEqual(['github'])
    expect(container.querySelector('[data-testid="logins-error"]')?.textContent).toBe(
      'This account already opens another wallet. Remove it from that wallet first.',
    )
    expect(container.querySelectorAll('[data-testid="login"]')).toHaveLength(2)
    await root.unmount()

    let finish: (logins: Awaited<ReturnType<EmbeddedFlow['linkSocial']>>) => void = () => undefined
    const again = await mount(
      async () => eoa,
      { linkSocial: () => new Promise((resolve) => (finish = resolve)) },
      ['github'],
    )
    const toasts = vi.spyOn(again.controller, 'showToast')
    await act(async () => button('Link GitHub').click())
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Log in with GitHub in the window that opened.',
    )
    const github = { ...google, id: 'github:7', provider: 'github' as const, label: 'GitHub' }
    await act(async () => finish([email, github]))
    expect(links()).toEqual([])
    expect(toasts).toHaveBeenCalledWith({ type: 'show', variant: 'success', message: 'GitHub linked' })
  })

  it('links Farcaster by a QR code shown in the section, which Cancel or leaving ends', async () => {
    const url = 'http://127.0.0.1:5176/~/siwf?channelToken=abcdefgh'
    let finish: (logins: Awaited<ReturnType<EmbeddedFlow['linkFarcaster']>>) => void = () => undefined
    let fail: (error: Error) => void = () => undefined
    const stopFarcasterLink = vi.fn(() => fail(new FarcasterLoginEndedError('The Farcaster link was left.')))
    const made = await mount(
      async () => eoa,
      {
        linkFarcaster: (show) =>
          new Promise((resolve, reject) => {
            finish = resolve
            fail = reject
            show(url)
          }),
        stopFarcasterLink,
      },
      ['farcaster'],
    )
    const toasts = vi.spyOn(made.controller, 'showToast')
    const panel = () => container.querySelector('[data-testid="farcaster-link"]')
    const status = () => container.querySelector('[data-testid="logins"] [role="status"]')?.textContent
    expect(panel()).toBeNull()

    // Cancel ends the link: nothing is told, and Link Farcaster is offered again.
    await act(async () => button('Link Farcaster').click())
    expect(status()).toBe('Scan this QR code with your phone, or open the link, and approve in Farcaster.')
    expect(panel()?.querySelector('[aria-label="Farcaster QR code"]')).not.toBeNull()
    expect(panel()?.querySelector('a')?.getAttribute('href')).toBe(url)
    expect(document.activeElement?.textContent).toBe('Cancel')
    expect(button('Link Farcaster').disabled).toBe(true)
    await act(async () => button('Cancel').click())
    expect(stopFarcasterLink).toHaveBeenCalledTimes(1)
    expect(panel()).toBeNull()
    expect(container.querySelector('[data-testid="logins-error"]')).toBeNull()
    expect(button('Link Farcaster').disabled).toBe(false)

    // A refusal is told, and the list stays.
    await act(async () => button('Link Farcaster').click())
    await act(async () =>
      fail(new Error('This account already opens another wallet. Remove it from that wallet first.')),
    )
    expect(container.querySelector('[data-testid="logins-error"]')?.textContent).toBe(
      'This account already opens another wallet. Remove it from that wallet first.',
    )
    expect(panel()).toBeNull()

    // Approved: the server's logins replace the list, and Farcaster is no longer offered.
    await act(async () => button('Link Farcaster').click())
    await act(async () => finish([email, farcaster]))
    expect(panel()).toBeNull()
    expect([...container.querySelectorAll('[data-testid="login"]')].map((item) => item.textContent)).toEqual([
      expect.stringContaining('ada@example.com'),
      expect.stringContaining('Farcaster'),
    ])
    expect(container.textContent).not.toContain('Link Farcaster')
    expect(toasts).toHaveBeenCalledWith({ type: 'show', variant: 'success', message: 'Farcaster linked' })

    // Leaving the section ends a link still waiting.
    await root.unmount()
    stopFarcasterLink.mockClear()
    await mount(async () => eoa, { linkFarcaster: () => new Promise(() => undefined), stopFarcasterLink }, [
      'farcaster',
    ])
    await act(async () => button('Link Farcaster').click())
    expect(status()).toBe('Preparing the sign-in…')
    await root.unmount()
    expect(stopFarcasterLink).toHaveBeenCalledTimes(1)
  })

  it('takes a code of the second factor where a change of the logins asks for one', async () => {
    const codes: string[] = []
    const made = await mount(async () => eoa, {
      logins: async () => [email, google],
      removeLogin: async () => {
        throw new Error('This wallet asks for the code of its authenticator app')
      },
      confirmSecondFactor: async (code) => {
        codes.push(code)
        if (codes.length === 1) throw new Error('Invalid code')
      },
    })
    const toasts = vi.spyOn(made.controller, 'showToast')
    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Remove Google"]')?.click())
    await act(async () => button('Yes, remove').click())
    const form = () => container.querySelector('[data-testid="logins"] form')
    expect(form()).not.toBeNull()
    const field = form()?.querySelector('input') ?? null
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, '123456')
      field?.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => (form() as HTMLFormElement | null)?.requestSubmit())
    expect(form()?.querySelector('[role="alert"]')?.textContent).toBe('Invalid code')
    await act(async () => (form() as HTMLFormElement | null)?.requestSubmit())
    expect(codes).toEqual(['123456', '123456'])
    expect(form()).toBeNull()
    expect(container.querySelector('[data-testid="logins-error"]')).toBeNull()
    expect(toasts).toHaveBeenCalledWith({ type: 'show', variant: 'success', message: 'Confirmed: try again' })
  })

  it('offers no link before the logins are known', async () => {
    await mount(async () => eoa, { logins: () => new Promise(() => undefined) }, ['github'])
    expect(container.textContent).toContain('Loading…')
    expect([...container.querySelectorAll('button')].map((item) => item.textContent)).not.toContain(
      'Link GitHub',
    )
  })
})
