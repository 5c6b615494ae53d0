import { bigint, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

export const wallets = pgTable('wallets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  imageId: text('image_id'),
  imageUrl: text('image_url'),
  rdns: text('rdns'),
  homepage: text('homepage'),
  mobileLink: text('mobile_link'),
  universalLink: text('universal_link'),
  desktopLink: text('desktop_link'),
  webappLink: text('webapp_link'),
  appStore: text('app_store'),
  playStore: text('play_store'),
  chains: jsonb('chains').$type<string[]>().notNull().default([]),
  injected: jsonb('injected').$type<{ namespace: string; injected_id: string }[]>(),
  badgeType: text('badge_type').$type<'none' | 'certified'>().notNull().default('none'),
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})
