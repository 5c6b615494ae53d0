import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ConnectionState } from '@/state/connectionReducer'
import { renderView } from '@/views/internal/testing/renderView'
import { pairingUri as uri } from '@/views/internal/testing/viewFixtures'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView'

const render = (connection: Partial<ConnectionState>) =>
  renderView(<ConnectingWalletConnectBasicView />, {
    route: { history: ['ConnectingWalletConnectBasic'] },
    connection: { status: 'connecting', ...connection },
  })

// QrCode loads its encoder on its own (components/QrCode.tsx); the server render draws the code once it has.
beforeAll(() => vi.dynamicImportSettled())

describe('ConnectingWalletConnectBasicView', () => {
  it('shows the QR code of the pairing URI with Copy link and a way to the full wallet list', () => {
    const html = render({ wcUri: uri })
    expect(html).toContain('data-view="ConnectingWalletConnectBasic"')
    expect(html).toContain('Scan with your phone')
    expect(html).toContain('aria-label="WalletConnect QR code"')
    expect(html).toMatch(/<path d="M[^"]+"/)
    expect(html).toMatch(/<button type="button" class="latch-button-secondary">Copy link<\/button>/)
    expect(html).toMatch(/<button type="button"[^>]*>All Wallets<\/button>/)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<a ')
  })

  it('shows a busy placeholder until there is a URI, and still offers All Wallets', () => {
    const html = render({})
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('Preparing the connection…')
    expect(html).toMatch(/Copy link/)
    expect(html).toMatch(/disabled="">Copy link/)
    expect(html).toContain('>All Wallets</button>')
  })

  it('after a rejection or failure explains it and offers to try again', () => {
    const declined = render({ status: 'disconnected', error: { code: 4001, message: 'User rejected.' } })
    expect(declined).toContain('Connection declined')
    expect(declined).toContain('You rejected the request in your wallet.')
    expect(declined).toContain('>Try again</button>')
    expect(declined).not.toContain('WalletConnect QR code')
    const failed = render({ status: 'disconnected', error: { message: 'Relay <unreachable>' } })
    expect(failed).toContain('Connection failed')
    expect(failed).toContain('Relay &lt;unreachable&gt;')
  })
})
