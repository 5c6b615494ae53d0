import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { imagesToPrefetch } from './imagesToPrefetch'

/** Starts loading one image into the browser's cache. */
type ImageLoader = (src: string) => void

const loadInBrowser: ImageLoader = (src) => {
  const image = new Image()
  image.decoding = 'async'
  image.src = src
}

/**
 * Warms the browser's image cache for pages of wallets as they arrive (the first 20 of each, see
 * imagesToPrefetch), asking for each image once over the prefetcher's life.
 *
 * @example
 * const prefetch = createImagePrefetcher()
 * prefetch(page.data)
 */
export function createImagePrefetcher(
  load: ImageLoader = loadInBrowser,
): (wallets: readonly CatalogueWallet[]) => void {
  const requested = new Set<string>()
  return (wallets) => {
    for (const src of imagesToPrefetch(wallets, requested)) {
      requested.add(src)
      load(src)
    }
  }
}
