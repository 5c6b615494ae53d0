import type { Address, Hex, TypedDataDefinition } from 'viem'

const types = { LatchMessage: [{ name: 'hash', type: 'bytes32' }] } as const

/**
 * What the owner key signs for a LatchAccount's ERC-1271 signature of `hash`: the typed data
 * `LatchMessage(bytes32 hash)` under the account's own domain (LatchAccount's `replaySafeHash`), so
 * that the owner's signature for its EOA never passes as the smart account's, nor across accounts
 * or chains.
 *
 * @example
 * const signature = await owner.signTypedData(latchMessageTypedData({ hash: hashMessage('hi'), account, chainId: 31337 }))
 */
export function latchMessageTypedData(input: {
  hash: Hex
  account: Address
  chainId: number
}): TypedDataDefinition<typeof types, 'LatchMessage'> {
  return {
    domain: { name: 'LatchAccount', version: '1', chainId: input.chainId, verifyingContract: input.account },
    types,
    primaryType: 'LatchMessage',
    message: { hash: input.hash },
  }
}
