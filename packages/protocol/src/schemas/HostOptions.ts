import { connectMethods } from '@latch/shared-types'
import { z } from 'zod'

const WalletId = z.string().min(1).max(100)
const WalletIds = z.array(WalletId).max(100)
// Links are kept as given here: the frame sanitises every link before it shows or opens one.
const Link = z.string().max(2048)

/** A wallet the host adds to the list itself (docs/behaviour.md#entities customWallets), in catalogue field names. */
export const CustomWalletOption = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected 1 to 64 letters, digits, "-" or "_"'),
  name: z.string().min(1).max(100),
  homepage: Link.optional(),
  image_url: Link.optional(),
  mobile_link: Link.optional(),
  universal_link: Link.optional(),
  desktop_link: Link.optional(),
  webapp_link: Link.optional(),
  app_store: Link.optional(),
  play_store: Link.optional(),
  rdns: z.string().max(200).optional(),
})
export type CustomWalletOption = z.infer<typeof CustomWalletOption>

/** The host's say over the wallet lists (docs/behaviour.md#entities). */
export const WalletListOptions = z.object({
  allWallets: z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']).optional(),
  featuredWalletIds: WalletIds.optional(),
  includeWalletIds: WalletIds.optional(),
  excludeWalletIds: WalletIds.optional(),
  customWallets: z.array(CustomWalletOption).max(20).optional(),
})
export type WalletListOptions = z.infer<typeof WalletListOptions>

/** The feature switches of docs/behaviour.md#entities the frame honours. */
export const Features = z.object({
  swaps: z.boolean().optional(),
  onramp: z.boolean().optional(),
  receive: z.boolean().optional(),
  send: z.boolean().optional(),
  email: z.boolean().optional(),
  passkey: z.boolean().optional(),
  history: z.boolean().optional(),
  analytics: z.boolean().optional(),
  socials: z.union([z.array(z.string().max(20)).max(10), z.literal(false)]).optional(),
  collapseWallets: z.boolean().optional(),
  connectMethodsOrder: z.array(z.enum(connectMethods)).max(4).optional(),
  walletFeaturesOrder: z.array(z.string().max(20)).max(10).optional(),
  pendingTransactions: z.boolean().optional(),
})
export type Features = z.infer<typeof Features>

/** Sign-in settings: data only, because they cross postMessage (docs/behaviour.md#states-and-transitions Sign-in). */
export const SiwxOptions = z.object({
  required: z.boolean().optional(),
  signOutOnDisconnect: z.boolean().optional(),
  statement: z.string().max(500).optional(),
})
export type SiwxOptions = z.infer<typeof SiwxOptions>
