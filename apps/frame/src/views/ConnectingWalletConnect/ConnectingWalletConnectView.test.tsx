import { createStore } from 'jotai'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadCatalogue } from '@/i18n/loadCatalogue'
import { localeAtom } from '@/i18n/localeAtom'
import type { ConnectionState } from '@/state/connectionReducer'
import { renderView } from '@/views/internal/testing/renderView'
import { trustWallet as trust, pairingUri as uri } from '@/views/internal/testing/viewFixtures'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView'

const encoded = encodeURIComponent(uri)

function render(options: {
  wallet?: CatalogueWallet
  isMobile?: boolean
  isIos?: boolean
  connection?: Partial<ConnectionState>
  store?: ReturnType<typeof createStore>
}) {
  return renderView(<ConnectingWalletConnectView />, {
    ...(options.store ? { store: options.store } : {}),
    route: { history: ['Connect', 'ConnectingWalletConnect'], data: { wallet: options.wallet ?? trust } },
    host: { isMobile: options.isMobile ?? false, isIos: options.isIos ?? false },
    connection: { status: 'connecting', ...options.connection },
  })
}

const anchors = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag)
const hrefs = (html: string) =>
  anchors(html).map((tag) => /href="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'))

// QrCode loads its encoder on its own (components/QrCode.tsx); the server render draws the code once it has.
beforeAll(() => vi.dynamicImportSettled())

describe('ConnectingWalletConnectView', () => {
  it('on a computer shows the QR code of the URI, Copy link and the web app link carrying the URI', () => {
    const html = render({ connection: { wcUri: uri } })
    expect(html).toContain('data-view="ConnectingWalletConnect"')
    expect(html).toContain('Continue in Trust Wallet')
    expect(html).toContain('aria-label="WalletConnect QR code"')
    expect(html).toMatch(/<path d="M[^"]+"/)
    expect(html).toContain('Scan this QR code with your phone')
    expect(html).toMatch(/<button type="button" class="latch-button-secondary">Copy link<\/button>/)
    expect(html).toContain('Open Trust Wallet web app')
    expect(hrefs(html)).toEqual([
      `https://web.trustwallet.com/wc?uri=${encoded}`,
      'https://trustwallet.com/',
      'https://apps.apple.com/app/id1288339409',
    ])
    for (const tag of anchors(html)) {
      expect(tag).toContain('target="_blank"')
      expect(tag).toContain('rel="noopener noreferrer"')
    }
    // A phone's deep link means nothing on a computer.
    expect(html).not.toContain('trust://')
    expect(html).not.toContain('Show QR code')
  })

  it('on a phone puts the link that opens the wallet first and the QR code behind a toggle', () => {
    const html = render({ isMobile: true, connection: { wcUri: uri } })
    const links = hrefs(html)
    expect(links[0]).toBe(`trust://wc?uri=${encoded}`)
    expect(links[1]).toBe(`https://web.trustwallet.com/wc?uri=${encoded}`)
    const open = html.indexOf('>Open Trust Wallet<')
    expect(open).toBeGreaterThan(-1)
    expect(anchors(html)[0]).toContain('class="latch-button ')
    expect(html.indexOf('Show QR code')).toBeGreaterThan(open)
    expect(html).toMatch(/<button type="button" [^>]*aria-expanded="false"[^>]*>Show QR code<\/button>/)
    expect(html).toContain('hidden=""')
    expect(html).not.toContain('aria-label="WalletConnect QR code"')
  })

  it('on a phone says what it waits for: the answer after a followed link, then the connection finishing', () => {
    const wcLinking = { name: 'Trust Wallet', href: `trust://wc?uri=${encoded}` }
    expect(render({ isMobile: true, connection: { wcUri: uri, wcLinking } })).toContain(
      'Accept the connection request in Trust Wallet.',
    )
    const back = render({ isMobile: true, connection: { wcUri: uri, wcLinking, buffering: true } })
    expect(back).toContain('Finishing the connection with Trust Wallet…')
    expect(back).not.toContain('Accept the connection request')
  })

  it("on iOS opens the wallet by its universal link, where a missing app's native link would do nothing", () => {
    const wallet = { ...trust, universal_link: 'https://link.trustwallet.com' }
    const ios = hrefs(render({ isMobile: true, isIos: true, wallet, connection: { wcUri: uri } }))
    expect(ios[0]).toBe(`https://link.trustwallet.com/wc?uri=${encoded}`)
    expect(ios).not.toContain(`trust://wc?uri=${encoded}`)
    const android = hrefs(render({ isMobile: true, wallet, connection: { wcUri: uri } }))
    expect(android[0]).toBe(`trust://wc?uri=${encoded}`)
  })

  it("speaks the visitor's language: the status, the links and their stores", async () => {
    const store = createStore()
    store.set(localeAtom, { locale: 'fr', catalogue: await loadCatalogue('fr') })
    const html = render({ isMobile: true, connection: { wcUri: uri }, store })
    expect(html).toContain('Continuer dans Trust Wallet')
    expect(html).toContain('Ouvrez Trust Wallet et acceptez la demande de connexion.')
    expect(html).toContain('>Ouvrir Trust Wallet<')
    expect(html).toContain('Afficher le code QR')
    expect(html).toContain('aria-label="Obtenir Trust Wallet"')
    expect(html).not.toMatch(/Open |Get |Show QR/)
  })

  it('on a phone without a way to open the wallet shows the QR code at once', () => {
    const html = render({ isMobile: true, wallet: { id: 'q', name: 'Quiet' }, connection: { wcUri: uri } })
    expect(html).toContain('aria-label="WalletConnect QR code"')
    expect(html).not.toContain('Show QR code')
  })

  it('shows a busy placeholder and no wallet-opening link until there is a URI', () => {
    const html = render({})
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('Generating QR code…')
    expect(html).toContain('Preparing the connection…')
    expect(html).not.toContain('<svg')
    expect(html).toMatch(
      /<button type="button" class="latch-button-secondary" disabled="">Copy link<\/button>/,
    )
    expect(html).not.toContain('wc?uri=')
    expect(hrefs(html)).toEqual(['https://trustwallet.com/', 'https://apps.apple.com/app/id1288339409'])
  })

  it('follows a fresh URI when the controller swaps one in', () => {
    const fresh = uri.replace('7f6e', '0a0b')
    const before = render({ connection: { wcUri: uri } })
    const after = render({ connection: { wcUri: fresh } })
    const path = (html: string) => /<path d="([^"]+)"/.exec(html)?.[1]
    expect(path(after)).not.toBe(path(before))
    expect(hrefs(after)[0]).toBe(`https://web.trustwallet.com/wc?uri=${encodeURIComponent(fresh)}`)
  })

  it('says the request was declined for code 4001 and offers to try again', () => {
    const html = render({
      connection: { wcUri: uri, status: 'disconnected', error: { code: 4001, message: 'User rejected.' } },
    })
    expect(html).toContain('Connection declined')
    expect(html).toContain('You rejected the request in your wallet.')
    expect(html).not.toContain('User rejected.')
    expect(html).toContain('>Try again</button>')
    expect(html).not.toContain('aria-label="WalletConnect QR code"')
    expect(html).not.toContain('Copy link')
  })

  it("shows another failure with the wallet's message, as text", () => {
    const html = render({
      connection: {
        status: 'disconnected',
        error: { code: 5000, message: '<b>Unsupported chains</b>' },
      },
    })
    expect(html).toContain('Connection failed')
    expect(html).toContain('&lt;b&gt;Unsupported chains&lt;/b&gt;')
    expect(html).not.toContain('<b>')
    expect(html).toContain('>Try again</button>')
  })

  it('keeps the status in a polite live region', () => {
    const html = render({ connection: { wcUri: uri } })
    expect(html).toMatch(/<div aria-live="polite"[^>]*><p[^>]*>Scan this QR code with your phone<\/p><\/div>/)
    const failed = render({ connection: { status: 'disconnected', error: { code: 4001, message: 'x' } } })
    expect(failed).toMatch(/<div aria-live="polite"[^>]*><p[^>]*>Connection declined<\/p>/)
  })

  it('renders a hostile wallet name as text and drops its hostile links', () => {
    const html = render({
      isMobile: true,
      wallet: {
        id: 'evil',
        name: '<img src=x onerror=alert(1)>',
        mobile_link: 'javascript:alert(1)',
        webapp_link: 'https://x.example/"onmouseover=alert(1)',
        homepage: 'data:text/html,<script>alert(1)</script>',
      },
      connection: { wcUri: uri },
    })
    expect(html).toContain('Continue in &lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('onmouseover')
    expect(html).not.toContain('data:text')
    expect(anchors(html)).toEqual([])
  })
})
