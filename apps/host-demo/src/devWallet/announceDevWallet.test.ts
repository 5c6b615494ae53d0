import { describe, expect, it } from 'vitest'
import { announceDevWallet } from './announceDevWallet'
import { createDevWallet } from './createDevWallet'

const wallet = createDevWallet({
  prompt: async () => true,
  storage: { get: () => null, set: () => {} },
  rpcUrls: { 31337: 'http://127.0.0.1:8545' },
})

function recordAnnouncements(target: EventTarget) {
  const details: { info: Record<string, string>; provider: unknown }[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    details.push((event as CustomEvent).detail)
  })
  return details
}

describe('announceDevWallet', () => {
  it('announces the wallet at once with its EIP-6963 info', () => {
    const target = new EventTarget()
    const details = recordAnnouncements(target)
    announceDevWallet(wallet, target)
    expect(details).toHaveLength(1)
    const [detail] = details
    expect(detail?.provider).toBe(wallet)
    expect(detail?.info).toMatchObject({ name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' })
    expect(detail?.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const icon = detail?.info.icon ?? ''
    expect(icon.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(atob(icon.slice('data:image/svg+xml;base64,'.length))).toContain('<svg')
    expect(Object.isFrozen(detail)).toBe(true)
  })

  it('announces again, with the same uuid, on every requestProvider until stopped', () => {
    const target = new EventTarget()
    const details = recordAnnouncements(target)
    const stop = announceDevWallet(wallet, target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    expect(new Set(details.map((detail) => detail.info.uuid)).size).toBe(1)
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })
})
