import type { PublicClient } from 'viem'
import type { Network } from '@/networks/Network'
import type { Deployment } from './Deployment'

/** A devnet the server reads in local mode: its network, a client, and what is deployed on it (if anything). */
export type LocalChain = {
  network: Network
  client: PublicClient
  deployment: Deployment | undefined
}

/** The chains the server serves, by chain id. */
export type LocalChains = ReadonlyMap<number, LocalChain>
