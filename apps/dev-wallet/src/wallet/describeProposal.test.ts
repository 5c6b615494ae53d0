import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import type { DevWalletChain } from './DevWalletChain'
import { describeProposal } from './describeProposal'

const chains: DevWalletChain[] = [
  { caipNetworkId: 'eip155:31337', id: 31337, name: 'Latch Devnet A', rpcUrl: 'http://127.0.0.1:8545' },
  { caipNetworkId: 'eip155:31338', id: 31338, name: 'Latch Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
]

const proposer = {
  publicKey: 'ab',
  metadata: { name: 'Host demo', description: 'A dapp', url: 'http://localhost:5173', icons: [] },
}

describe('describeProposal', () => {
  it('names the dapp and lists the chains, methods and events it asks for', () => {
    const proposal: Pick<ProposalTypes.Struct, 'proposer' | 'requiredNamespaces' | 'optionalNamespaces'> = {
      proposer,
      requiredNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged'],
        },
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { methods: ['solana_signMessage'], events: [] },
      },
    }
    expect(describeProposal(proposal, chains)).toEqual({
      dapp: { name: 'Host demo', url: 'http://localhost:5173', description: 'A dapp' },
      chains: [
        { id: 'eip155:31337', label: 'Latch Devnet A (eip155:31337)', required: true, supported: true },
        { id: 'eip155:31338', label: 'Latch Devnet B (eip155:31338)', required: false, supported: true },
        { id: 'eip155:1', label: 'eip155:1', required: false, supported: false },
        {
          id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          label: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          required: false,
          supported: false,
        },
      ],
      methods: ['personal_sign', 'eth_sendTransaction', 'solana_signMessage'],
      events: ['chainChanged', 'accountsChanged'],
    })
  })

  it('fills in a dapp that says nothing about itself', () => {
    const { dapp } = describeProposal(
      {
        proposer: { publicKey: 'ab', metadata: { name: '', description: '', url: '', icons: [] } },
        requiredNamespaces: {},
        optionalNamespaces: {},
      },
      chains,
    )
    expect(dapp).toEqual({ name: 'Unnamed dapp', url: '', description: '' })
  })
})
