import { projectsMigration } from './0001_projects'
import { analyticsMigration } from './0002_analytics'
import { namesMigration } from './0003_names'
import { historyMigration } from './0004_history'
import { catalogueMigration } from './0005_catalogue'
import { siwxMigration } from './0006_siwx'
import { embeddedWalletMigration } from './0007_embedded_wallet'
import { rateLimitsMigration } from './0008_rate_limits'
import { smartAccountsMigration } from './0009_smart_accounts'
import { mailCooldownBucketsMigration } from './0010_mail_cooldown_buckets'
import { idempotentRequestsMigration } from './0011_idempotent_requests'
import { restrictedTimeZonesMigration } from './0012_restricted_time_zones'
import { siwxCaipNetworksMigration } from './0013_siwx_caip_networks'
import { solanaHistoryMigration } from './0014_solana_history'
import { solanaToken2022Migration } from './0015_solana_token_2022'
import { passkeysMigration } from './0016_passkeys'
import { secondFactorMigration } from './0017_second_factor'
import { sendLimitMigration } from './0018_send_limit'
import { passkeySecondFactorMigration } from './0019_passkey_second_factor'
import { universalLinkMigration } from './0020_universal_link'
import type { Migration } from './Migration'

/** Every migration, oldest first. Append new ones; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  projectsMigration,
  analyticsMigration,
  namesMigration,
  historyMigration,
  catalogueMigration,
  siwxMigration,
  embeddedWalletMigration,
  rateLimitsMigration,
  smartAccountsMigration,
  mailCooldownBucketsMigration,
  idempotentRequestsMigration,
  restrictedTimeZonesMigration,
  siwxCaipNetworksMigration,
  solanaHistoryMigration,
  solanaToken2022Migration,
  passkeysMigration,
  secondFactorMigration,
  sendLimitMigration,
  passkeySecondFactorMigration,
  universalLinkMigration,
]
