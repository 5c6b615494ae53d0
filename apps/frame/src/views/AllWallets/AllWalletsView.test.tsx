import type { InitPayload } from '@latch/protocol'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testFrame } from '@/wallets/catalogue/internal/testFrame'
import { AllWalletsView } from './AllWalletsView'

const evil = '<img src=x onerror=alert(1)>'

async function render(init: Partial<InitPayload> = {}) {
  const frame = await testFrame({
    init: {
      injected: [{ uuid: 'u1', name: evil, icon: 'data:image/png;base64,AA==', rdns: 'evil.example' }],
      ...init,
    },
  })
  return renderToStaticMarkup(frame.wrap(<AllWalletsView />))
}

describe('AllWalletsView', () => {
  it('has a labelled search box, the announced wallets as text, and busy rows for the first page', async () => {
    const html = await render()
    expect(html).toContain('data-view="AllWallets"')
    const id =
      /<label for="([^"]+)" class="sr-only">Search wallet<\/label><input id="([^"]+)" type="search"/.exec(
        html,
      )
    expect(id?.[1]).toBeTruthy()
    expect(id?.[1]).toBe(id?.[2])
    expect(html).toContain(
      '&lt;img src=x onerror=alert(1)&gt;</span><span class="latch-tag">Installed</span>',
    )
    expect(html).not.toContain(evil)
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('<ul aria-label="Wallets"')
  })

  it("lists the host's own wallets and loads no catalogue without WalletConnect", async () => {
    const withCustom = await render({ customWallets: [{ id: 'shop', name: 'Shop Wallet' }] })
    expect(withCustom).toContain('Shop Wallet')
    const without = await render({
      enableWalletConnect: false,
      customWallets: [{ id: 'shop', name: 'Shop Wallet' }],
    })
    expect(without).not.toContain('Shop Wallet')
    expect(without).not.toContain('aria-busy')
  })
})
