import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './projects'

export const siwxNonces = pgTable(
  'siwx_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    /** The host page's origin the nonce was issued to, and its host[:port], the message's domain. */
    origin: text('origin').notNull(),
    domain: text('domain').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the submission that consumed the nonce. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('siwx_nonces_expires_at_idx').on(table.expiresAt)],
)

export const siwxSessions = pgTable('siwx_sessions', {
  nonce: text('nonce')
    .primaryKey()
    .references(() => siwxNonces.nonce, { onDelete: 'cascade' }),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.projectId, { onDelete: 'cascade' }),
  origin: text('origin').notNull(),
  domain: text('domain').notNull(),
  /** As the message carries it: checksummed for eip155, base58 for Solana. */
  address: text('address').notNull(),
  /** CAIP-2: `eip155:31337`, `solana:localnet`. */
  caipNetworkId: text('caip_network_id').notNull(),
  message: text('message').notNull(),
  signature: text('signature').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})
