import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { devWalletInfo as announced } from '@/views/internal/testing/viewFixtures'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { buildConnectList, type ConnectListInput } from '@/wallets/catalogue/buildConnectList'
import { ConnectList } from './ConnectList'

const evil = '<img src=x onerror=alert(1)>'
const wallet = (id: string, name: string, image_url?: string): CatalogueWallet => ({
  id,
  name,
  ...(image_url ? { image_url } : {}),
})
const input: ConnectListInput = {
  announced: [announced],
  recent: [wallet('recent', 'Recent Wallet', '/api/getWalletImage/recent')],
  custom: [wallet('custom', evil, 'javascript:alert(1)')],
  catalogue: {
    status: 'ready',
    featured: [wallet('featured', 'Featured Wallet', '/api/getWalletImage/featured')],
    recommended: [wallet('recommended', 'Recommended Wallet', 'https://images.example/r.png')],
    count: 113,
  },
  featuredWalletIds: ['featured'],
  isMobile: false,
  enableEmbedded: false,
}
const handlers = {
  onAnnounced: () => undefined,
  onWallet: () => undefined,
  onAllWallets: () => undefined,
  onWalletConnectIntent: () => undefined,
  onRetry: () => undefined,
  onSocial: () => undefined,
  onMoreSocials: () => undefined,
  onPasskey: () => undefined,
  emailField: <input type="email" />,
}
const render = (changes: Partial<ConnectListInput> = {}) =>
  renderToStaticMarkup(
    <ConnectList
      {...handlers}
      groups={buildConnectList({ ...input, ...changes })}
      emptyMessage="Nothing here."
    />,
  )
const rowsOf = (html: string) => [...html.matchAll(/data-row="([^"]+)"/g)].map((match) => match[1])

describe('ConnectList', () => {
  it('shows the sections in order, each wallet a button with its name and tag', () => {
    const html = render()
    expect(rowsOf(html)).toEqual(['announced', 'recent', 'featured', 'custom', 'recommended', 'allWallets'])
    expect(html).toContain(
      '<span class="min-w-0 flex-1 truncate text-start font-medium">Latch Dev Wallet</span><span class="latch-tag">Installed</span></button>',
    )
    expect(html).toContain('Recent Wallet</span><span class="latch-tag">Recent</span></button>')
    expect(html).toContain('Featured Wallet</span></button>')
    expect(html).toContain(
      '<span class="flex-1 text-start font-medium">All Wallets</span><span class="latch-tag">113</span>',
    )
    expect(html.match(/<button type="button"/g)).toHaveLength(6)
  })

  it('shows images only from safe sources, and a placeholder otherwise', () => {
    const html = render()
    expect(html).toContain('src="data:image/svg+xml;base64,PHN2Zy8+"')
    expect(html).toContain('src="/api/getWalletImage/recent"')
    expect(html).toContain('src="https://images.example/r.png"')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('data-placeholder=""')
  })

  it('renders a wallet name that looks like HTML as text', () => {
    const html = render()
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain(evil)
  })

  it('shows busy skeleton rows while the catalogue loads, and a retry when it failed', () => {
    const loading = render({ catalogue: { status: 'loading' } })
    expect(loading).toContain('aria-busy="true"')
    expect(loading).toContain('All Wallets</span></button>')
    const failed = render({ catalogue: { status: 'error' } })
    expect(failed).toContain('role="alert"')
    expect(failed).toContain('>Try again</button>')
  })

  it('offers a passkey as its own group, behind features.passkey', () => {
    const html = render({ enableEmbedded: true, email: false, socials: false, enableWallets: false })
    expect(rowsOf(html)).toEqual(['passkey'])
    expect(html).toContain('<ul data-group="passkey" aria-label="Passkey"')
    expect(html).toContain('<span class="flex-1 text-start font-medium">Continue with a passkey</span>')
    expect(rowsOf(render({ enableEmbedded: true, socials: false, passkey: false }))).not.toContain('passkey')
  })

  it('folds the wallets into one button with collapseWallets', () => {
    const html = render({ collapseWallets: true })
    expect(rowsOf(html)).toEqual(['collapsedWallets'])
    expect(html).toContain('Continue with a wallet')
  })

  it('says so when there is no wallet to pick', () => {
    expect(render({ enableWallets: false })).toBe(
      '<p class="py-6 text-center text-sm text-latch-muted-fg">Nothing here.</p>',
    )
  })
})
