import { isHex } from 'viem'

/** The CAIP-2 id of an EIP-155 chain id given as hex (`0x7a69` → `eip155:31337`), or undefined. */
export function hexChainIdToCaip(chainId: unknown): `eip155:${number}` | undefined {
  if (!isHex(chainId, { strict: true }) || chainId === '0x') return undefined
  return `eip155:${Number.parseInt(chainId, 16)}`
}
