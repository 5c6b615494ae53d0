import type { InferSelectModel } from 'drizzle-orm'
import type { WalletEntry } from '@/catalogue/WalletEntry'
import type { wallets } from '../../db/schema'

type WalletRow = InferSelectModel<typeof wallets>

/** The columns of `wallets` for an entry (the table keeps nulls where the entry leaves a field out). */
export function toWalletRow(entry: WalletEntry) {
  return {
    id: entry.id,
    name: entry.name,
    imageId: entry.image_id ?? null,
    imageUrl: entry.image_url ?? null,
    rdns: entry.rdns,
    homepage: entry.homepage ?? null,
    mobileLink: entry.mobile_link,
    universalLink: entry.universal_link,
    desktopLink: entry.desktop_link,
    webappLink: entry.webapp_link,
    appStore: entry.app_store,
    playStore: entry.play_store,
    chains: entry.chains,
    injected: entry.injected ?? null,
    badgeType: entry.badge_type,
    sortOrder: entry.order,
  }
}

/** An entry from its row; the row was clean when written, so this only reshapes it. */
export function fromWalletRow(row: WalletRow): WalletEntry {
  return {
    id: row.id,
    name: row.name,
    ...(row.imageId === null ? {} : { image_id: row.imageId }),
    ...(row.imageUrl === null ? {} : { image_url: row.imageUrl }),
    rdns: row.rdns,
    ...(row.homepage === null ? {} : { homepage: row.homepage }),
    mobile_link: row.mobileLink,
    universal_link: row.universalLink,
    desktop_link: row.desktopLink,
    webapp_link: row.webappLink,
    app_store: row.appStore,
    play_store: row.playStore,
    chains: row.chains,
    ...(row.injected === null ? {} : { injected: row.injected }),
    badge_type: row.badgeType,
    order: row.sortOrder,
  }
}
