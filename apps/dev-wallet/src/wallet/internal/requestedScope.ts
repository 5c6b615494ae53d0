import type { ProposalTypes } from '@walletconnect/types'

/** The chains, methods and events a session proposal asks for, required or optional alike. */
type RequestedScope = {
  requiredChains: string[]
  optionalChains: string[]
  methods: string[]
  events: string[]
}

function chainsOf(namespaces: ProposalTypes.RequiredNamespaces | undefined): string[] {
  return Object.entries(namespaces ?? {}).flatMap(([key, namespace]) =>
    // A namespace keyed by a chain (`eip155:1`) names its single chain in its key.
    key.includes(':') ? [key] : (namespace.chains ?? []),
  )
}

const unique = (values: string[]) => [...new Set(values)]

export function requestedScope(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
) {
  const all = [
    ...Object.values(proposal.requiredNamespaces ?? {}),
    ...Object.values(proposal.optionalNamespaces ?? {}),
  ]
  const requiredChains = unique(chainsOf(proposal.requiredNamespaces))
  return {
    requiredChains,
    optionalChains: unique(chainsOf(proposal.optionalNamespaces)).filter(
      (chain) => !requiredChains.includes(chain),
    ),
    methods: unique(all.flatMap((namespace) => namespace.methods)),
    events: unique(all.flatMap((namespace) => namespace.events)),
  } satisfies RequestedScope
}
