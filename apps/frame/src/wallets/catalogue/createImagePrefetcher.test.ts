import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { createImagePrefetcher } from './createImagePrefetcher'

const page = (from: number, size: number): CatalogueWallet[] =>
  Array.from({ length: size }, (_, n) => ({
    id: `w${from + n}`,
    name: `W${from + n}`,
    image_url: `/api/getWalletImage/${from + n}`,
  }))

describe('createImagePrefetcher', () => {
  it('loads the first 20 images of each page, each image once', () => {
    const loaded: string[] = []
    const prefetch = createImagePrefetcher((src) => loaded.push(src))
    prefetch(page(0, 40))
    prefetch(page(40, 40))
    prefetch(page(0, 40))
    expect(loaded).toHaveLength(40)
    expect(loaded.slice(18, 22)).toEqual([
      '/api/getWalletImage/18',
      '/api/getWalletImage/19',
      '/api/getWalletImage/40',
      '/api/getWalletImage/41',
    ])
  })
})
