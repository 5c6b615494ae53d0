import type { ProposalTypes } from '@walletconnect/types'
import type { KnownChain } from './DevWalletChain'
import { chainLabel } from './internal/chainLabel'
import { requestedScope } from './internal/requestedScope'

/** Who a dapp says it is. Untrusted: show it as text only. */
export type DappInfo = { name: string; url: string; description: string }

/** A chain a dapp asks for, and whether this wallet can give it. */
export type RequestedChain = { id: string; label: string; required: boolean; supported: boolean }

/** A session proposal as the wallet shows it before the user approves or rejects it. */
export type ProposalDescription = {
  dapp: DappInfo
  chains: RequestedChain[]
  methods: string[]
  events: string[]
}

/** What a dapp's metadata says about it, with blanks for what it leaves out. */
export function dappInfo(metadata: Partial<DappInfo> | undefined): DappInfo {
  return {
    name: metadata?.name || 'Unnamed dapp',
    url: metadata?.url ?? '',
    description: metadata?.description ?? '',
  }
}

/** Says who proposes a session and what it asks for. */
export function describeProposal(
  proposal: Pick<ProposalTypes.Struct, 'proposer' | 'requiredNamespaces' | 'optionalNamespaces'>,
  chains: readonly KnownChain[],
): ProposalDescription {
  const scope = requestedScope(proposal)
  const describe = (id: string, required: boolean): RequestedChain => ({
    id,
    label: chainLabel(id, chains),
    required,
    supported: chains.some((chain) => chain.caipNetworkId === id),
  })
  return {
    dapp: dappInfo(proposal.proposer?.metadata),
    chains: [
      ...scope.requiredChains.map((id) => describe(id, true)),
      ...scope.optionalChains.map((id) => describe(id, false)),
    ],
    methods: scope.methods,
    events: scope.events,
  }
}
