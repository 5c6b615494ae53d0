/**
 * A wallet as the frame lists it: an entry of GET /api/getWallets, a host's custom wallet or a
 * remembered recent one. The server sanitises catalogue text and links; the frame checks the shape
 * again, because its own views render what this says.
 */
export type CatalogueWallet = {
  id: string
  name: string
  image_id?: string | undefined
  image_url?: string | undefined
  rdns?: string | null | undefined
  homepage?: string | undefined
  mobile_link?: string | null | undefined
  universal_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
  badge_type?: string | undefined
}

/** One answer of GET /api/getWallets. */
export type CatalogueWalletPage = { data: CatalogueWallet[]; count: number }

// Checked by hand rather than by a zod schema: Connect lists wallets before anything else needs zod,
// and zod is the largest library the frame would otherwise parse before Connect paints.
const text = (min: number, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length >= min && value.length <= max
const optional = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === undefined || check(value)
const nullable = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value)
const link = optional(nullable(text(0, 2048)))

const fields: Record<keyof CatalogueWallet, (value: unknown) => boolean> = {
  id: text(1, 128),
  name: text(1, 100),
  image_id: optional(text(0, 200)),
  image_url: optional(text(0, 2048)),
  rdns: optional(nullable(text(0, 200))),
  homepage: optional(text(0, 2048)),
  mobile_link: link,
  universal_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  badge_type: optional(text(0, 20)),
}

function read(value: unknown): CatalogueWallet | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const wallet: Record<string, unknown> = {}
  for (const [name, check] of Object.entries(fields)) {
    const field: unknown = Object.hasOwn(value, name) ? Reflect.get(value, name) : undefined
    if (!check(field)) return undefined
    if (field !== undefined) wallet[name] = field
  }
  return wallet as CatalogueWallet
}

/**
 * Reads a wallet of an untrusted source: its known fields if each has its shape (unknown fields are
 * dropped), else undefined. `readList` reads a list whole, or nothing.
 *
 * @example
 * CatalogueWallet.read({ id: 'trust', name: 'Trust Wallet', extra: 1 }) // { id: 'trust', name: 'Trust Wallet' }
 * CatalogueWallet.readList(JSON.parse(stored)) ?? []
 */
export const CatalogueWallet = {
  read,
  readList(value: unknown): CatalogueWallet[] | undefined {
    if (!Array.isArray(value)) return undefined
    const wallets = value.map(read)
    return wallets.every((wallet) => wallet !== undefined) ? (wallets as CatalogueWallet[]) : undefined
  },
}

/**
 * Checks one answer of GET /api/getWallets; a bad answer throws, like a failed request.
 *
 * @example
 * const { data } = CatalogueWalletPage.parse(await api('/api/getWallets', { query: { page: 1, entries: 40 } }))
 */
export const CatalogueWalletPage = {
  parse(value: unknown): CatalogueWalletPage {
    const data: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'data') : undefined
    const count: unknown =
      typeof value === 'object' && value !== null ? Reflect.get(value, 'count') : undefined
    const wallets = CatalogueWallet.readList(data)
    if (!wallets || typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
      throw new TypeError('The wallet catalogue sent a malformed page.')
    }
    return { data: wallets, count }
  },
}
