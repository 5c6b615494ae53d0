import { bitcoinRegtest } from '@latch/localnet/bitcoinRegtest'
import { devnets } from '@latch/localnet/devnets'
import { solanaLocalnet, solanaRpcPort } from '@latch/localnet/solanaCluster'

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

/** The Solana cluster the dev wallet signs and sends on. */
export type DevSolanaCluster = {
  /** CAIP-2, e.g. solana:localnet */
  caipNetworkId: `solana:${string}`
  name: string
  rpcUrl: string
}

/** The local Solana cluster, where `npm start` runs it. */
export const localSolanaCluster: DevSolanaCluster = {
  caipNetworkId: solanaLocalnet,
  name: 'Solana localnet',
  rpcUrl: `http://127.0.0.1:${solanaRpcPort}`,
}

/** The Bitcoin network the dev wallet signs on. */
export type DevBitcoinNetwork = {
  /** CAIP-2, e.g. bip122:0f9188f13cb7b2c71f2a335e3a4fc328 */
  caipNetworkId: `bip122:${string}`
  name: string
}

/** The regtest node of `npm start`, whose addresses the dev keys' are (bcrt1q…). */
export const localBitcoinNetwork: DevBitcoinNetwork = {
  caipNetworkId: bitcoinRegtest,
  name: 'Bitcoin regtest',
}

/** The NEAR network the dev wallet signs on. */
export type DevNearNetwork = {
  /** CAIP-2, e.g. near:testnet */
  caipNetworkId: `near:${string}`
  name: string
}

/** NEAR's testnet: no NEAR node runs here, and the dev wallet only signs, so the network is its name. */
export const nearTestnet: DevNearNetwork = { caipNetworkId: 'near:testnet', name: 'NEAR Testnet' }

/** Any chain the wallet can name for the user: a devnet, the Solana cluster, the Bitcoin or NEAR network. */
export type KnownChain = Pick<DevWalletChain, 'name'> & { caipNetworkId: string }
