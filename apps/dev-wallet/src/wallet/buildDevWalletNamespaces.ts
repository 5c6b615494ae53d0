import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { DevBitcoinNetwork, DevNearNetwork, DevSolanaCluster, DevWalletChain } from './DevWalletChain'
import { requestedScope } from './internal/requestedScope'
import { devWalletBitcoinMethods } from './internal/runBitcoinRequest'
import { devWalletNearMethods } from './internal/runNearRequest'
import { devWalletSolanaMethods } from './internal/runSolanaRequest'

/** Every method the dev wallet answers. */
const devWalletMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_chainId',
] as const

/** The session events the dev wallet emits. */
const devWalletEvents = ['accountsChanged', 'chainChanged'] as const

/**
 * The namespaces to approve a proposal with: the wallet's chains that the dapp asked for,
 * required or optional, each with the wallet's account on it (`address` on the EVM chains,
 * `solana.address` on the Solana cluster, `bitcoin.address` on the Bitcoin network, `near.address`
 * on the NEAR network), and the
 * methods and events both sides know. Throws when
 * the dapp asks for none of the wallet's chains, or requires one it does not have.
 */
export function buildDevWalletNamespaces(
  proposal: ProposalTypes.Struct,
  {
    chains,
    address,
    solana,
    bitcoin,
    near,
  }: {
    chains: readonly DevWalletChain[]
    address: string
    solana?: { cluster: DevSolanaCluster; address: string } | undefined
    bitcoin?: { network: DevBitcoinNetwork; address: string } | undefined
    near?: { network: DevNearNetwork; address: string } | undefined
  },
): SessionTypes.Namespaces {
  const scope = requestedScope(proposal)
  const requested = [...scope.requiredChains, ...scope.optionalChains]
  const offered: string[] = chains.map((chain) => chain.caipNetworkId).filter((id) => requested.includes(id))
  const cluster = solana && requested.includes(solana.cluster.caipNetworkId) ? solana : undefined
  const bitcoinNetwork = bitcoin && requested.includes(bitcoin.network.caipNetworkId) ? bitcoin : undefined
  const nearNetwork = near && requested.includes(near.network.caipNetworkId) ? near : undefined
  const all = [
    ...chains.map((chain) => chain.caipNetworkId),
    ...(solana ? [solana.cluster.caipNetworkId] : []),
    ...(bitcoin ? [bitcoin.network.caipNetworkId] : []),
    ...(near ? [near.network.caipNetworkId] : []),
  ]
  const names = all.join(', ')
  if (offered.length === 0 && !cluster && !bitcoinNetwork && !nearNetwork)
    throw new Error(`The dapp asks for none of this wallet's chains (${names}).`)
  const missing = scope.requiredChains.filter(
    (id) =>
      !offered.includes(id) &&
      id !== cluster?.cluster.caipNetworkId &&
      id !== bitcoinNetwork?.network.caipNetworkId &&
      id !== nearNetwork?.network.caipNetworkId,
  )
  if (missing.length > 0)
    throw new Error(
      `The dapp requires ${missing.join(', ')}, which this wallet does not have (it has ${names}).`,
    )
  const supportedNamespaces: Record<
    string,
    { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  > = {}
  if (offered.length > 0)
    supportedNamespaces.eip155 = {
      chains: offered,
      methods: [...devWalletMethods],
      events: [...devWalletEvents],
      accounts: offered.map((id) => `${id}:${address}`),
    }
  if (cluster) {
    const id = cluster.cluster.caipNetworkId
    supportedNamespaces.solana = {
      chains: [id],
      methods: [...devWalletSolanaMethods],
      events: [],
      accounts: [`${id}:${cluster.address}`],
    }
  }
  if (bitcoinNetwork) {
    const id = bitcoinNetwork.network.caipNetworkId
    supportedNamespaces.bip122 = {
      chains: [id],
      methods: [...devWalletBitcoinMethods],
      events: [],
      accounts: [`${id}:${bitcoinNetwork.address}`],
    }
  }
  if (nearNetwork) {
    const id = nearNetwork.network.caipNetworkId
    supportedNamespaces.near = {
      chains: [id],
      methods: [...devWalletNearMethods],
      events: [],
      accounts: [`${id}:${nearNetwork.address}`],
    }
  }
  return buildApprovedNamespaces({ proposal, supportedNamespaces })
}
