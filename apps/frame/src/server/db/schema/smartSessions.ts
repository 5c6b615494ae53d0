import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './projects'

/** One permission of a grant, as LatchAccount.permissionOf answered it when the grant was recorded. */
export type StoredPermission = {
  id: `0x${string}`
  signer: `0x${string}`
  target: `0x${string}`
  selector: `0x${string}`
  token: `0x${string}`
  /** Decimal, in the token's base units. */
  allowance: string
  /** Unix seconds. */
  validUntil: number
}

/** A smart account's grant of session permissions (ERC-7715), recorded by the frame after it was made on chain. */
export const smartSessions = pgTable(
  'smart_sessions',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    /** Checksummed. */
    account: text('account').notNull(),
    /** The permissions context: 0x and the grant's 32-byte permission ids, lower-case. */
    pci: text('pci').notNull(),
    permissions: jsonb('permissions').$type<StoredPermission[]>().notNull(),
    /** The session key (checksummed): every permission of one grant has the same. */
    signer: text('signer').notNull(),
    /** The earliest validUntil of its permissions. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.chainId, table.account, table.pci] }),
    index('smart_sessions_account_idx').on(table.projectId, table.account, table.createdAt),
  ],
)
