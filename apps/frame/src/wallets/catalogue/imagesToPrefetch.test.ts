import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { imagesToPrefetch } from './imagesToPrefetch'

const page = (size: number): CatalogueWallet[] =>
  Array.from({ length: size }, (_, n) => ({
    id: `w${n}`,
    name: `W${n}`,
    image_url: `/api/getWalletImage/${n}`,
  }))

describe('imagesToPrefetch', () => {
  it('picks the images of the first 20 wallets of a page of 40', () => {
    const sources = imagesToPrefetch(page(40), new Set())
    expect(sources).toHaveLength(20)
    expect(sources[0]).toBe('/api/getWalletImage/0')
    expect(sources[19]).toBe('/api/getWalletImage/19')
  })

  it('takes all of a shorter page', () => {
    expect(imagesToPrefetch(page(3), new Set())).toEqual([
      '/api/getWalletImage/0',
      '/api/getWalletImage/1',
      '/api/getWalletImage/2',
    ])
  })

  it('skips images loaded already, repeated, missing or unsafe, without looking past the first 20', () => {
    const wallets = page(25)
    wallets[1] = { id: 'none', name: 'No image' }
    wallets[2] = { id: 'evil', name: 'Evil', image_url: 'javascript:alert(1)' }
    wallets[3] = { id: 'again', name: 'Again', image_url: '/api/getWalletImage/0' }
    const sources = imagesToPrefetch(wallets, new Set(['/api/getWalletImage/4']))
    expect(sources).toEqual(
      [0, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => `/api/getWalletImage/${n}`),
    )
  })
})
