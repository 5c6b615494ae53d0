// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { testRoot } from '@/views/internal/testing/testRoot'

const root = testRoot()
const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'

describe('QrCode in a DOM', () => {
  it('shows the placeholder while its encoder loads, then the code, at the same width', async () => {
    // A fresh copy of the module, whose encoder has not loaded yet, as in a view that just mounted.
    vi.resetModules()
    const { QrCode } = await import('./QrCode')
    await root.render(<QrCode uri={uri} size={240} />)
    const placeholder = root.container.querySelector('[aria-busy="true"]') as HTMLElement | null
    expect(placeholder?.textContent).toBe('Generating QR code…')
    expect(placeholder?.style.maxWidth).toBe('240px')
    await act(() => vi.dynamicImportSettled())
    await act(async () => {})
    const code = root.container.querySelector('svg[role="img"]')
    expect(code?.getAttribute('aria-label')).toBe('WalletConnect QR code')
    expect(code?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
    expect(root.container.querySelector('[aria-busy="true"]')).toBeNull()
    expect((code?.parentElement as HTMLElement | null)?.style.maxWidth).toBe('240px')
  })
})
