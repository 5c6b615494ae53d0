import type { AccountType } from '@latch/shared-types'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { projects } from './projects'

const at = (name: string) => timestamp(name, { withTimezone: true })
const projectId = () =>
  text('project_id')
    .notNull()
    .references(() => projects.projectId, { onDelete: 'cascade' })

/** An embedded-wallet user of one project. */
export const embeddedUsers = pgTable(
  'embedded_users',
  {
    userId: text('user_id').primaryKey(),
    projectId: projectId(),
    /** Lower-cased; null for a social account that brought no verified email. */
    email: text('email'),
    /** The name of its last social login. */
    userName: text('user_name'),
    /** The account the user chose for the host to see; null until chosen. */
    preferredAccountType: text('preferred_account_type').$type<AccountType>(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('embedded_users_email_idx').on(table.projectId, table.email)],
)

/** A social login's account (provider, sub) and the user it logs in as. */
export const embeddedIdentities = pgTable(
  'embedded_identities',
  {
    projectId: projectId(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.provider, table.subject] })],
)

/** A device (the frame's deviceId) approved for a user. */
export const embeddedDevices = pgTable(
  'embedded_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    approvedAt: at('approved_at').notNull(),
    /** When it last passed the user's second factor (docs/passkeys.md#second-factor). */
    secondFactorAt: at('second_factor_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
)

/** What a mailed code is for. */
export type ChallengeKind = 'login' | 'device' | 'reauth' | 'update_primary' | 'update_secondary'

/**
 * The mails that share one 30 s cooldown per address: anyone can ask for a login or device mail to
 * any address, so those two share one; the others need a session of the account and each has its
 * own, so that asking for one right after logging in does not wait (`mailCooldownBucket`).
 */
export type MailCooldownBucket = 'login' | 'reauth' | 'update_primary' | 'update_secondary'

/** A mailed code (and, for a device, a link): only hashes of both are kept. */
export const embeddedChallenges = pgTable(
  'embedded_challenges',
  {
    challengeId: text('challenge_id').primaryKey(),
    projectId: projectId(),
    kind: text('kind').$type<ChallengeKind>().notNull(),
    /** The address the code went to. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    /** The session a reauth or an email update belongs to. */
    sessionId: text('session_id'),
    /** The address an email update moves to. */
    newEmail: text('new_email'),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').unique(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** A device challenge approved by its link. */
    approvedAt: at('approved_at'),
    usedAt: at('used_at'),
    /** The login challenge an approved device challenge led to (mailed once). */
    nextChallengeId: text('next_challenge_id'),
  },
  (table) => [index('embedded_challenges_expires_at_idx').on(table.expiresAt)],
)

/** When this API last mailed an address. */
export const embeddedMailCooldowns = pgTable(
  'embedded_mail_cooldowns',
  {
    email: text('email').notNull(),
    /** Which mails share this cooldown: `MailCooldownBucket`. */
    bucket: text('bucket').$type<MailCooldownBucket>().notNull(),
    lastSentAt: at('last_sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.bucket] })],
)

/** A login session; `loginMethod` is 'email' or the social provider. */
export const embeddedSessions = pgTable(
  'embedded_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    projectId: projectId(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
    loginMethod: text('login_method').notNull(),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessExpiresAt: at('access_expires_at').notNull(),
    /** When its newest refresh token dies. */
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    reauthenticatedAt: at('reauthenticated_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('embedded_sessions_expires_at_idx').on(table.expiresAt)],
)

/** Every refresh token a session was given; a used one presented again revokes the session. */
export const embeddedRefreshTokens = pgTable('embedded_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => embeddedSessions.sessionId, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
})

/** A user's wallet: its address and its two server shares, sealed (see server/embedded/internal/custody). */
export const embeddedWallets = pgTable(
  'embedded_wallets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
    projectId: projectId(),
    /** Checksummed. */
    address: text('address').notNull(),
    sealedDataKey: text('sealed_data_key').notNull(),
    sealedAuthShare: text('sealed_auth_share').notNull(),
    sealedRecoveryShare: text('sealed_recovery_share').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('embedded_wallets_address_idx').on(table.projectId, table.address)],
)

/** A single-use grant that trades a recovery answer for the wallet's data key. */
export const embeddedUnwrapGrants = pgTable('embedded_unwrap_grants', {
  grantHash: text('grant_hash').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => embeddedSessions.sessionId, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
})

/** A passkey (a WebAuthn credential of the frame's relying party) that logs in as a user. */
export const embeddedPasskeys = pgTable(
  'embedded_passkeys',
  {
    projectId: projectId(),
    /** base64url, as the authenticator made it. */
    credentialId: text('credential_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter as last seen (0 for most synced passkeys). */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** Comma-separated WebAuthn transports, as the browser reported them. */
    transports: text('transports').notNull(),
    /** Whether the passkey may sync to the visitor's other devices. */
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.credentialId] }),
    index('embedded_passkeys_user_idx').on(table.userId),
  ],
)

/** What a WebAuthn ceremony's challenge is for. */
export type PasskeyPurpose = 'register' | 'login' | 'add' | 'reauth'

/** A WebAuthn challenge the server gave, redeemed once before it expires. */
export const embeddedPasskeyChallenges = pgTable(
  'embedded_passkey_challenges',
  {
    challengeId: text('challenge_id').primaryKey(),
    projectId: projectId(),
    purpose: text('purpose').$type<PasskeyPurpose>().notNull(),
    /** base64url, as the authenticator signs it in clientDataJSON. */
    challenge: text('challenge').notNull(),
    /** The user a registration makes, adds a passkey to (its WebAuthn user handle), or proves anew. */
    userId: text('user_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('embedded_passkey_challenges_expires_at_idx').on(table.expiresAt)],
)

/**
 * A user's second factor, on once confirmed: an authenticator app (TOTP, its first code confirms it)
 * or one of the wallet's passkeys (an assertion confirms it). The table keeps its first name.
 */
export const embeddedTotp = pgTable('embedded_totp', {
  userId: text('user_id')
    .primaryKey()
    .references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
  /** Which factor: the app's code, or a passkey of the wallet. */
  kind: text('kind', { enum: ['totp', 'passkey'] })
    .notNull()
    .default('totp'),
  /** SealedShare JSON of the app's 20-byte secret, under the KEK; none for a passkey. */
  sealedSecret: text('sealed_secret'),
  confirmedAt: at('confirmed_at'),
  /** The time step of the last code accepted: no code of it, or before it, works again. */
  usedStep: bigint('used_step', { mode: 'number' }).notNull().default(0),
  /** Wrong codes in a row; the fifth locks the factor until `lockedUntil`. */
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  createdAt: at('created_at').notNull(),
  /** Sends worth more than this many US cents ask for a code (docs/passkeys.md#send-limit); none when null. */
  sendLimitCents: bigint('send_limit_cents', { mode: 'number' }),
})

/** The single-use recovery codes of a user's second factor, as HMACs (`hashCode`). */
export const embeddedRecoveryCodes = pgTable(
  'embedded_recovery_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.userId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
)
