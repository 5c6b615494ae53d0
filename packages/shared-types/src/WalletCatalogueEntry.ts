import type { CaipNetworkId } from './CaipNetworkId'

/** One wallet of the catalogue served by GET /getWallets (docs/behaviour.md#entities, #calls); field names follow the wire format. */
export interface WalletCatalogueEntry {
  id: string
  name: string
  image_id?: string | undefined
  image_url?: string | undefined
  rdns?: string | null | undefined
  mobile_link?: string | null | undefined
  universal_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  homepage?: string | undefined
  chains?: readonly CaipNetworkId[] | undefined
  badge_type?: string | undefined
}

/** A wallet the host adds to the list itself; it has no catalogue image id, so it brings its own image URL. */
export type CustomWallet = Pick<WalletCatalogueEntry, 'id' | 'name'> &
  Partial<
    Pick<
      WalletCatalogueEntry,
      'image_url' | 'homepage' | 'mobile_link' | 'universal_link' | 'desktop_link' | 'webapp_link' | 'rdns'
    >
  >
