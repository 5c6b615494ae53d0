import type { ViewName } from '@latch/protocol'
import type { Network } from '@/networks/Network'
import { needsUnsupportedChain } from '@/state/needsUnsupportedChain'
import type { RouterAction } from '@/state/routerReducer'
import type { FrameStorage } from '@/storage/types'
import {
  bitcoinNetworksAtom,
  connectionAtom,
  embeddedAccountAtom,
  frameStorageAtom,
  hostBitcoinAddressesAtom,
  hostConfigAtom,
  hostNearAccountsAtom,
  hostSolanaAccountsAtom,
  nearNetworksAtom,
  networksAtom,
  routerAtom,
  solanaNetworksAtom,
  walletConnectBitcoinAccountsAtom,
  walletConnectNearAccountsAtom,
  walletConnectSolanaAccountsAtom,
} from './atoms'
import { type BitcoinAccount, bitcoinAccountOf } from './bitcoinAccountOf'
import type { Store } from './FrameContext'
import { type NearAccount, nearAccountOf } from './nearAccountOf'
import { type SolanaAccount, solanaAccountOf } from './solanaAccountOf'

/** The network the connected account is on, else the host's default (its first). */
export function activeNetwork(store: Store): Network | undefined {
  const networks = store.get(networksAtom)
  const { chainId } = store.get(connectionAtom)
  return networks.find((network) => network.id === chainId) ?? networks[0]
}

/** Whether a chain is outside the host's networks and the host does not allow that (docs/behaviour.md#views-and-the-stack). */
export function isUnsupported(store: Store, chainId: number): boolean {
  return needsUnsupportedChain({
    activeCaipNetworkId: `eip155:${chainId}`,
    requestedCaipNetworkIds: store.get(networksAtom).map((network) => network.caipNetworkId),
    allowUnsupportedChain: store.get(hostConfigAtom).allowUnsupportedChain ?? false,
  })
}

/** Shows `view` now: in place of the current one if the modal is open, else by opening it there. */
export function showView(store: Store, dispatchRouter: (action: RouterAction) => void, view: ViewName) {
  if (store.get(routerAtom).open) dispatchRouter({ type: 'reset', view })
  else dispatchRouter({ type: 'open', view })
}

/** The frame's storage module; the controller makes it as it is created, so it is always there. */
export function frameStorage(store: Store): FrameStorage {
  const storage = store.get(frameStorageAtom)
  if (!storage) throw new Error('latch: the frame storage is read before the controller made it')
  return storage
}

/** Whether the account connected is the embedded wallet's (an external wallet's is not). */
export function isEmbeddedAccount(store: Store): boolean {
  return store.get(embeddedAccountAtom) !== undefined && store.get(connectionAtom).connector?.type === 'AUTH'
}

/**
 * The connected account: its address and chain, the network when the host asked for it, and `key`
 * (`<chainId>:<address>`), which names whose balances, activity or send a piece of state holds.
 */
export function connectedAccount(store: Store) {
  const { address, chainId, status } = store.get(connectionAtom)
  if (status !== 'connected' || !address || !chainId) return undefined
  const network = store.get(networksAtom).find((candidate) => candidate.id === chainId)
  return { address, chainId, network, key: `${chainId}:${address.toLowerCase()}` }
}

/**
 * The CAIP-10 ids of every connected account, one per namespace: the EVM account's first, then the
 * Solana one's, the Bitcoin one's and the NEAR one's (docs/namespaces.md).
 */
export function connectedAccountIds(store: Store): string[] {
  const { caipAddress } = store.get(connectionAtom)
  const solana = connectedSolanaAccount(store)
  const bitcoin = connectedBitcoinAccount(store)
  const near = connectedNearAccount(store)
  return [caipAddress, solana?.key, bitcoin?.key, near?.key].filter((account) => account !== undefined)
}

/** The connected NEAR account (nearAccountOf) of the frame's state. */
export function connectedNearAccount(store: Store): NearAccount | undefined {
  return nearAccountOf({
    connection: store.get(connectionAtom),
    nearAccountId: store.get(embeddedAccountAtom)?.nearAccountId,
    walletConnectNearAccounts: store.get(walletConnectNearAccountsAtom),
    hostNearAccounts: store.get(hostNearAccountsAtom),
    nearNetworks: store.get(nearNetworksAtom),
  })
}

/** The connected Bitcoin account (bitcoinAccountOf) of the frame's state. */
export function connectedBitcoinAccount(store: Store): BitcoinAccount | undefined {
  return bitcoinAccountOf({
    connection: store.get(connectionAtom),
    bitcoinAddresses: store.get(embeddedAccountAtom)?.bitcoinAddresses,
    walletConnectBitcoinAccounts: store.get(walletConnectBitcoinAccountsAtom),
    hostBitcoinAddresses: store.get(hostBitcoinAddressesAtom),
    bitcoinNetworks: store.get(bitcoinNetworksAtom),
  })
}

/** The connected Solana account (solanaAccountOf) of the frame's state. */
export function connectedSolanaAccount(store: Store): SolanaAccount | undefined {
  return solanaAccountOf({
    connection: store.get(connectionAtom),
    solanaAddress: store.get(embeddedAccountAtom)?.solanaAddress,
    walletConnectSolanaAccounts: store.get(walletConnectSolanaAccountsAtom),
    hostSolanaAccounts: store.get(hostSolanaAccountsAtom),
    solanaNetworks: store.get(solanaNetworksAtom),
  })
}
