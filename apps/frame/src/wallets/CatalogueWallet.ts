import { z } from 'zod'

const Link = z.string().max(2048).nullable().optional()

/**
 * A wallet as the frame lists it: an entry of GET /api/getWallets, a host's custom wallet or a
 * remembered recent one. The server sanitises catalogue text and links; the frame checks the shape
 * again, because its own views render what this says.
 *
 * @example
 * const { data } = CatalogueWalletPage.parse(await api('/api/getWallets', { query: { page: 1, entries: 40 } }))
 */
export const CatalogueWallet = z.object({
  id: z.string().min(1).max(128),
  name: z.string().min(1).max(100),
  image_id: z.string().max(200).optional(),
  image_url: z.string().max(2048).optional(),
  rdns: z.string().max(200).nullable().optional(),
  homepage: z.string().max(2048).optional(),
  mobile_link: Link,
  desktop_link: Link,
  webapp_link: Link,
  app_store: Link,
  play_store: Link,
  badge_type: z.string().max(20).optional(),
})
export type CatalogueWallet = z.infer<typeof CatalogueWallet>

/** One answer of GET /api/getWallets. */
export const CatalogueWalletPage = z.object({
  data: z.array(CatalogueWallet),
  count: z.number().int().nonnegative(),
})
export type CatalogueWalletPage = z.infer<typeof CatalogueWalletPage>
