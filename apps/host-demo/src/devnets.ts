import { defineChain } from 'viem'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The two local anvil devnets that `npm start` runs; the dev wallet and wagmi both use them. */
export const devnets = [
  defineChain({
    id: 31337,
    name: 'Latch Devnet A',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: true,
  }),
  defineChain({
    id: 31338,
    name: 'Latch Devnet B',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
  }),
] as const
