export { analyticsEvents } from './analytics'
export { catalogueState, wallets } from './catalogue'
export {
  embeddedChallenges,
  embeddedDevices,
  embeddedIdentities,
  embeddedMailCooldowns,
  embeddedPasskeyChallenges,
  embeddedPasskeys,
  embeddedRecoveryCodes,
  embeddedRefreshTokens,
  embeddedSessions,
  embeddedTotp,
  embeddedUnwrapGrants,
  embeddedUsers,
  embeddedWallets,
} from './embedded'
export { indexedTransfers, indexerCursors, tokenMetadata } from './history'
export { idempotentRequests } from './idempotency'
export { names } from './names'
export { projectOrigins, projects, sdkUsage } from './projects'
export { rateLimits } from './rateLimits'
export { siwxNonces, siwxSessions } from './siwx'
export { type StoredPermission, smartSessions } from './smartSessions'
export { solanaIndexerCursors, solanaTransfers } from './solanaHistory'
