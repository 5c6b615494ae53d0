/** A 0x-prefixed hex string: EVM addresses, calldata, hashes. */
export type Hex = `0x${string}`
