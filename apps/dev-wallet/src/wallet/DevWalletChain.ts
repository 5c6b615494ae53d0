import { devnets } from '@latch/localnet/devnets'

/** A chain the dev wallet signs and sends on. */
export type DevWalletChain = {
  /** CAIP-2, e.g. eip155:31337 */
  caipNetworkId: `eip155:${number}`
  id: number
  name: string
  rpcUrl: string
}

/** Both local devnets, where `npm start` runs them. */
export const devnetChains: readonly DevWalletChain[] = devnets.map((devnet) => ({
  caipNetworkId: devnet.caipNetworkId,
  id: devnet.id,
  name: devnet.name,
  rpcUrl: devnet.rpcUrls.default.http[0] ?? `http://127.0.0.1:${devnet.port}`,
}))
