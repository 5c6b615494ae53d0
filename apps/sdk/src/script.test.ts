import { afterEach, describe, expect, it, vi } from 'vitest'

const created = vi.hoisted(() => [] as unknown[])
const watched = vi.hoisted(() => [] as unknown[])
vi.mock('./internal/onWalletStandardWallet', () => ({
  onWalletStandardWallet: (found: unknown) => watched.push(found),
}))
vi.mock('./createLatch', () => ({
  createLatch: (options: unknown) => {
    created.push(options)
    return { open: vi.fn(), close: vi.fn() }
  },
}))

const loadFrom = async (attributes: Record<string, string>) => {
  vi.resetModules()
  const script = document.createElement('script')
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
  await import('./script')
}

afterEach(() => {
  vi.restoreAllMocks()
  created.length = 0
  watched.length = 0
  delete (window as { Latch?: unknown }).Latch
})

describe('the script-tag build', () => {
  it('exposes window.Latch and preloads the default instance from its data-project-id', async () => {
    await loadFrom({
      src: 'http://127.0.0.1:3000/sdk.js',
      'data-project-id': 'latch-dev',
      'data-networks': 'eip155:31337',
    })
    const latch = (window as { Latch?: Record<string, unknown> }).Latch
    expect(Object.keys(latch ?? {}).sort()).toEqual(['closeModal', 'createLatch', 'getLatch', 'openModal'])
    expect(created).toEqual([
      {
        projectId: 'latch-dev',
        networks: ['eip155:31337'],
        frameUrl: 'http://127.0.0.1:3000',
        themeMode: undefined,
      },
    ])
  })

  it('waits for the first call without a data-project-id', async () => {
    await loadFrom({ src: 'http://127.0.0.1:3000/sdk.js' })
    expect(created).toEqual([])
  })
  it.each([
    ['no data-networks (the project names them)', {}, 1],
    ['Solana among its data-networks', { 'data-networks': 'eip155:31337, solana:localnet' }, 1],
    [
      'Bitcoin among its data-networks',
      { 'data-networks': 'eip155:31337,bip122:0f9188f13cb7b2c71f2a335e3a4fc328' },
      1,
    ],
    ['data-networks without Solana or Bitcoin', { 'data-networks': 'eip155:31337,eip155:31338' }, 0],
  ])('watches for Wallet Standard wallets with %s: %i', async (_, attributes, count) => {
    await loadFrom({ src: 'http://127.0.0.1:3000/sdk.js', 'data-project-id': 'latch-dev', ...attributes })
    expect(watched).toHaveLength(count)
  })
})
