import { z } from 'zod'

/** How a wallet's browser extension shows itself (the flag it sets on its injected provider). */
export const InjectedWallet = z.object({ namespace: z.string(), injected_id: z.string() })
export type InjectedWallet = z.infer<typeof InjectedWallet>

/**
 * One wallet of the catalogue as GET /api/getWallets answers it (docs/behaviour.md#entities, wire names). Every value
 * is already clean: names are plain text, links are http(s) or an app's deep link, or null.
 */
export const WalletEntry = z.object({
  id: z.string(),
  name: z.string(),
  /** The catalogue's image, served by /api/getWalletImage/{image_id}; absent for a project's own wallets. */
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  rdns: z.string().nullable(),
  homepage: z.string().optional(),
  mobile_link: z.string().nullable(),
  /** An https link that opens the app where it is installed and the wallet's site where not. */
  universal_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  app_store: z.string().nullable(),
  play_store: z.string().nullable(),
  /** CAIP-2 ids; empty means the wallet did not say, and then it matches any chains filter. */
  chains: z.array(z.string()),
  injected: z.array(InjectedWallet).optional(),
  badge_type: z.enum(['none', 'certified']),
  order: z.number().int(),
})
export type WalletEntry = z.infer<typeof WalletEntry>
