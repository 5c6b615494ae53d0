import { describe, expect, it } from 'vitest'
import { requestedScope } from './requestedScope'

describe('requestedScope', () => {
  it('gathers chains from namespaces and from chain-keyed namespaces, required ones apart', () => {
    expect(
      requestedScope({
        requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337', 'eip155:1'],
            methods: ['personal_sign', 'eth_sign'],
            events: ['chainChanged'],
          },
          'eip155:31338': { methods: [], events: ['accountsChanged'] },
        },
      }),
    ).toEqual({
      requiredChains: ['eip155:31337'],
      optionalChains: ['eip155:1', 'eip155:31338'],
      methods: ['personal_sign', 'eth_sign'],
      events: ['chainChanged', 'accountsChanged'],
    })
  })

  it('is empty for a proposal that asks for nothing', () => {
    expect(requestedScope({ requiredNamespaces: {}, optionalNamespaces: {} })).toEqual({
      requiredChains: [],
      optionalChains: [],
      methods: [],
      events: [],
    })
  })
})
