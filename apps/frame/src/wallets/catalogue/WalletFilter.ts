import type { Network } from '@/networks/Network'
import type { HostConfig } from '@/state/atoms'

/** What every catalogue request of the frame passes: the project's networks and the host's id lists. */
export type WalletFilter = {
  /** CAIP-2 ids of the networks the modal offers. */
  chains: string[]
  include: string[]
  exclude: string[]
}

/**
 * The filter for the host's configuration and the modal's networks.
 *
 * @example
 * walletFilterOf({ excludeWalletIds: ['x'] }, [{ caipNetworkId: 'eip155:31337' }])
 * // { chains: ['eip155:31337'], include: [], exclude: ['x'] }
 */
export function walletFilterOf(
  config: Pick<HostConfig, 'includeWalletIds' | 'excludeWalletIds'>,
  networks: readonly Pick<Network, 'caipNetworkId'>[],
): WalletFilter {
  return {
    chains: [...new Set(networks.map((network) => network.caipNetworkId))],
    include: [...new Set(config.includeWalletIds ?? [])],
    exclude: [...new Set(config.excludeWalletIds ?? [])],
  }
}
