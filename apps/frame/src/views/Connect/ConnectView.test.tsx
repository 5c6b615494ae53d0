import type { InitPayload } from '@latch/protocol'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { localeAtom } from '@/i18n/localeAtom'
import { recentWalletsAtom } from '@/state/atoms'
import { testFrame } from '@/wallets/catalogue/internal/testFrame'
import { ConnectView } from './ConnectView'

const evil = '<img src=x onerror=alert(1)>'
const announced = [
  {
    uuid: 'u1',
    name: 'Latch Dev Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    rdns: 'dev.latch.wallet',
  },
  { uuid: 'u2', name: evil, icon: 'data:image/png;base64,AA==', rdns: 'evil.example' },
]

async function render(init: Partial<InitPayload> = {}) {
  // The wallet group's tests; the embedded wallet's rows have theirs below.
  const frame = await testFrame({ init: { injected: announced, enableEmbedded: false, ...init } })
  frame.store.set(recentWalletsAtom, [
    { id: 'recent-1', name: 'Recent One', image_url: '/api/getWalletImage/r1' },
  ])
  return renderToStaticMarkup(frame.wrap(<ConnectView />))
}
const rowsOf = (html: string) => [...html.matchAll(/data-row="([^"]+)"/g)].map((match) => match[1])

describe('ConnectView', () => {
  it('shows the host’s terms and privacy links under the list, and nothing when it gives none', async () => {
    const html = await render({
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
    })
    expect(html).toContain('href="https://dapp.example/terms"')
    expect(html).toMatch(
      /Terms of Service<\/a> and <a href="https:\/\/dapp.example\/privacy"[^>]*>Privacy Policy/,
    )
    expect(await render({ privacyPolicyUrl: 'https://dapp.example/privacy' })).not.toContain(
      'Terms of Service',
    )
    expect(await render()).not.toContain('legal-links')
  })

  it('speaks the language the host asks for, with the links inside the sentence where it puts them', async () => {
    const frame = await testFrame({
      init: {
        injected: announced,
        locale: 'de',
        features: { socials: ['google'] },
        termsConditionsUrl: 'https://dapp.example/terms',
        privacyPolicyUrl: 'https://dapp.example/privacy',
      },
    })
    await vi.waitFor(() => expect(frame.store.get(localeAtom).catalogue).toBeDefined())
    const html = renderToStaticMarkup(frame.wrap(<ConnectView />))
    expect(html).toContain('Weiter mit Google')
    expect(html).toContain('placeholder="E-Mail"')
    expect(html).toContain('>Installiert<')
    expect(html).toMatch(
      /Mit dem Verbinden deiner Wallet stimmst du unseren <a href="https:\/\/dapp.example\/terms"[^>]*>Nutzungsbedingungen<\/a> und unserer <a href="https:\/\/dapp.example\/privacy"[^>]*>Datenschutzerklärung<\/a> zu\./,
    )
    expect(html).not.toContain('Continue with')
  })

  it('offers the email field and the host’s social logins, in its connect order', async () => {
    const html = await render({
      enableEmbedded: true,
      features: { socials: ['github', 'discord'], connectMethodsOrder: ['wallet', 'social', 'email'] },
    })
    expect(rowsOf(html)).toEqual([
      'announced',
      'announced',
      'recent',
      'loading',
      'allWallets',
      'social',
      'social',
      'email',
      'passkey',
    ])
    expect(html).toContain('Continue with GitHub')
    expect(html).toContain('Continue with Discord')
    expect(html).toContain('type="email"')
    expect(html).not.toContain('Continue with Google')
  })

  it('hides email, social and passkey login when the host turns them off', async () => {
    const html = await render({
      enableEmbedded: true,
      features: { email: false, socials: false, passkey: false },
    })
    expect(html).not.toContain('type="email"')
    expect(html).not.toContain('Continue with')
  })

  it('shows the announced and recent wallets at once, and busy rows while the catalogue loads', async () => {
    const html = await render()
    expect(html).toContain('data-view="Connect"')
    expect(rowsOf(html)).toEqual(['announced', 'announced', 'recent', 'loading', 'allWallets'])
    expect(html).toContain('Latch Dev Wallet</span><span class="latch-tag">Installed</span>')
    expect(html).toContain('Recent One</span><span class="latch-tag">Recent</span>')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain(evil)
  })

  it("lists the host's custom wallets with their unsafe links and images dropped", async () => {
    const html = await render({
      customWallets: [
        { id: 'shop', name: 'Shop Wallet', image_url: 'javascript:alert(1)', mobile_link: 'javascript:x' },
      ],
    })
    expect(rowsOf(html)).toContain('custom')
    expect(html).toContain('Shop Wallet')
    expect(html).not.toContain('javascript:')
  })

  it('shows only "Continue with a wallet" with collapseWallets', async () => {
    const html = await render({ features: { collapseWallets: true } })
    expect(rowsOf(html)).toEqual(['collapsedWallets'])
  })

  it('shows only the announced wallets without WalletConnect, and a hint when there are none', async () => {
    expect(rowsOf(await render({ enableWalletConnect: false }))).toEqual(['announced', 'announced'])
    expect(await render({ enableWalletConnect: false, injected: [] })).toContain(
      'No browser wallet found on this page. Install a wallet extension and reload.',
    )
  })

  it('hides All Wallets when the host says so', async () => {
    expect(rowsOf(await render({ allWallets: 'HIDE' }))).not.toContain('allWallets')
  })
})
