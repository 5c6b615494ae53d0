import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { DevWalletChain } from './DevWalletChain'
import { requestedScope } from './internal/requestedScope'

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
 * required or optional, each with `address`, and the methods and events both sides know. Throws
 * when the dapp asks for none of the wallet's chains, or requires one it does not have.
 */
export function buildDevWalletNamespaces(
  proposal: ProposalTypes.Struct,
  { chains, address }: { chains: readonly DevWalletChain[]; address: string },
): SessionTypes.Namespaces {
  const scope = requestedScope(proposal)
  const requested = [...scope.requiredChains, ...scope.optionalChains]
  const offered: string[] = chains.map((chain) => chain.caipNetworkId).filter((id) => requested.includes(id))
  const names = chains.map((chain) => chain.caipNetworkId).join(', ')
  if (offered.length === 0) throw new Error(`The dapp asks for none of this wallet's chains (${names}).`)
  const missing = scope.requiredChains.filter((id) => !offered.includes(id))
  if (missing.length > 0)
    throw new Error(
      `The dapp requires ${missing.join(', ')}, which this wallet does not have (it has ${names}).`,
    )
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      eip155: {
        chains: offered,
        methods: [...devWalletMethods],
        events: [...devWalletEvents],
        accounts: offered.map((id) => `${id}:${address}`),
      },
    },
  })
}
