import { encodeAbiParameters, type Hex, keccak256 } from 'viem'
import type { OnchainPermission } from './toSessionPermissions'

const permissionTuple = {
  type: 'tuple',
  components: [
    { name: 'signer', type: 'address' },
    { name: 'target', type: 'address' },
    { name: 'selector', type: 'bytes4' },
    { name: 'token', type: 'address' },
    { name: 'allowance', type: 'uint256' },
    { name: 'validUntil', type: 'uint48' },
  ],
} as const

/**
 * LatchAccount's `permissionId(p)`: keccak256(abi.encode(chainid, account, p)), so one struct has
 * another id on every account and chain.
 *
 * @example
 * permissionIdOf(31337, account, permission) // '0x…' (32 bytes), what the account's permissionId(permission) answers
 */
export function permissionIdOf(chainId: number, account: Hex, permission: OnchainPermission): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, permissionTuple],
      [BigInt(chainId), account, permission],
    ),
  )
}
