import { limits } from '@latch/shared-types'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { safeImageSrc } from './safeImageSrc'

/**
 * The images to load ahead for one page of wallets (docs/behaviour.md#constants-and-limits: those of the first 20), each once and
 * only if it may be shown (see safeImageSrc), leaving out those in `loaded`.
 *
 * @example
 * imagesToPrefetch(page.data, new Set()) // ['/api/getWalletImage/…', … up to 20]
 */
export function imagesToPrefetch(
  wallets: readonly CatalogueWallet[],
  loaded: ReadonlySet<string>,
  count: number = limits.walletCatalogue.imagePrefetchCount,
): string[] {
  const sources = wallets.slice(0, count).flatMap((wallet) => safeImageSrc(wallet.image_url) ?? [])
  return [...new Set(sources)].filter((src) => !loaded.has(src))
}
