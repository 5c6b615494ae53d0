import { describe, expectTypeOf, it } from 'vitest'
import type { CaipAddress } from './CaipAddress'
import type { CaipNetworkId } from './CaipNetworkId'
import type { Network } from './Network'

// These are checked by `tsc --noEmit -p packages/shared-types`; each @ts-expect-error fails the build if the type loosens.
describe('CAIP types', () => {
  it('accept only the namespaces of docs/behaviour.md#entities', () => {
    expectTypeOf<'eip155:31337'>().toExtend<CaipNetworkId>()
    expectTypeOf<'cosmos:hub'>().not.toExtend<CaipNetworkId>()
    expectTypeOf<'eip155:31337:0xabc'>().toExtend<CaipAddress>()
    expectTypeOf<'eip155:31337:0xabc'>().not.toExtend<CaipAddress<'solana'>>()
  })

  it("tie a network's caipNetworkId to its chainNamespace", () => {
    const devnet: Network<'eip155'> = {
      id: 31337,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }
    expectTypeOf(devnet.caipNetworkId).toEqualTypeOf<`eip155:${string}`>()
    // @ts-expect-error a solana id on an eip155 network
    const wrong: Network<'eip155'> = { ...devnet, caipNetworkId: 'solana:mainnet' }
    expectTypeOf(wrong).toEqualTypeOf<Network<'eip155'>>()
  })
})
