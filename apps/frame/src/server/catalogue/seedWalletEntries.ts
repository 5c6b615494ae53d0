import type { WalletEntry } from '@/catalogue/WalletEntry'
import registry from '../../../catalogue/wallets.json'
import { mapRegistryWallet } from './mapRegistryWallet'

/**
 * The catalogue the frame ships with: the registry seed in apps/frame/catalogue/wallets.json (bundled,
 * so that nothing outside the app is read at run time), in the registry's order.
 */
export function seedWalletEntries(): WalletEntry[] {
  return Object.values(registry as Record<string, unknown>).flatMap(
    (raw, order) => mapRegistryWallet(raw, order) ?? [],
  )
}
