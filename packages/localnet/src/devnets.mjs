/**
 * A local anvil chain: a viem chain (usable by wagmi as is) with its CAIP-2 id and port beside, and
 * the port of its ERC-4337 bundler (http://127.0.0.1:<bundlerPort>).
 * @typedef {import('viem').Chain & { caipNetworkId: `eip155:${number}`, port: number, bundlerPort: number }} Devnet
 */

const nativeCurrency = /** @type {const} */ ({ name: 'Ether', symbol: 'ETH', decimals: 18 })

/** The first devnet. @type {Devnet} */
export const devnetA = {
  id: 31337,
  name: 'Latch Devnet A',
  nativeCurrency,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
  caipNetworkId: 'eip155:31337',
  port: 8545,
  bundlerPort: 4337,
}

/** The second devnet, so that network switching has somewhere to go. @type {Devnet} */
export const devnetB = {
  id: 31338,
  name: 'Latch Devnet B',
  nativeCurrency,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
  caipNetworkId: 'eip155:31338',
  port: 8546,
  bundlerPort: 4338,
}

/** Both devnets, in the order `npm start` starts them. @type {readonly [Devnet, Devnet]} */
export const devnets = [devnetA, devnetB]
