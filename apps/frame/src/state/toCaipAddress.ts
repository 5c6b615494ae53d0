/** The CAIP-10 account id of an EVM address on a chain: `eip155:<chainId>:<address>`. */
export function toCaipAddress(chainId: number, address: `0x${string}`): `eip155:${number}:0x${string}` {
  return `eip155:${chainId}:${address}`
}
