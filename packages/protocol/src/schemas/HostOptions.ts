import { connectMethods } from '@latch/shared-types'
import * as z from '../z'

const WalletId = z.string().check(z.minLength(1), z.maxLength(100))
const WalletIds = z.array(WalletId).check(z.maxLength(100))
// Links are kept as given here: the frame sanitises every link before it shows or opens one.
const Link = z.string().check(z.maxLength(2048))

/** A wallet the host adds to the list itself (docs/behaviour.md#entities customWallets), in catalogue field names. */
export const CustomWalletOption = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected 1 to 64 letters, digits, "-" or "_"')),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  homepage: z.optional(Link),
  image_url: z.optional(Link),
  mobile_link: z.optional(Link),
  universal_link: z.optional(Link),
  desktop_link: z.optional(Link),
  webapp_link: z.optional(Link),
  app_store: z.optional(Link),
  play_store: z.optional(Link),
  rdns: z.optional(z.string().check(z.maxLength(200))),
})
export type CustomWalletOption = z.infer<typeof CustomWalletOption>

/** The host's say over the wallet lists (docs/behaviour.md#entities). */
export const WalletListOptions = z.object({
  allWallets: z.optional(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
  featuredWalletIds: z.optional(WalletIds),
  includeWalletIds: z.optional(WalletIds),
  excludeWalletIds: z.optional(WalletIds),
  customWallets: z.optional(z.array(CustomWalletOption).check(z.maxLength(20))),
})
export type WalletListOptions = z.infer<typeof WalletListOptions>

/** The feature switches of docs/behaviour.md#entities the frame honours. */
export const Features = z.object({
  swaps: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  receive: z.optional(z.boolean()),
  send: z.optional(z.boolean()),
  email: z.optional(z.boolean()),
  passkey: z.optional(z.boolean()),
  history: z.optional(z.boolean()),
  analytics: z.optional(z.boolean()),
  socials: z.optional(
    z.union([z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10)), z.literal(false)]),
  ),
  collapseWallets: z.optional(z.boolean()),
  connectMethodsOrder: z.optional(z.array(z.enum(connectMethods)).check(z.maxLength(4))),
  walletFeaturesOrder: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
  pendingTransactions: z.optional(z.boolean()),
})
export type Features = z.infer<typeof Features>

/** Sign-in settings: data only, because they cross postMessage (docs/behaviour.md#states-and-transitions Sign-in). */
export const SiwxOptions = z.object({
  required: z.optional(z.boolean()),
  signOutOnDisconnect: z.optional(z.boolean()),
  statement: z.optional(z.string().check(z.maxLength(500))),
})
export type SiwxOptions = z.infer<typeof SiwxOptions>
