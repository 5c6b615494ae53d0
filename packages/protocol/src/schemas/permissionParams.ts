import * as z from '../z'
import { Address } from './primitives'

const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity'))

/** The most on-chain permissions one grant may make (each token transfer and each function is one). */
export const maxPermissionsPerGrant = 10

// LatchAccount keeps validUntil as a uint48.
const maxExpiry = 2 ** 48 - 1

// A function as Solidity writes it for its selector (`transfer(address,uint256)`), or the selector.
const FunctionSignature = z.string().check(
  z.maxLength(200),
  z.refine(
    (value) =>
      /^0x[0-9a-fA-F]{8}$/.test(value) ||
      /^[A-Za-z_$][A-Za-z0-9_$]*\((?:[a-z0-9[\]()]+(?:,[a-z0-9[\]()]+)*)?\)$/.test(value),
    "expected a function signature such as 'transfer(address,uint256)' or a 4-byte selector",
  ),
)

// ERC-7715 lets a permission carry policies; Latch's limits are in the permission's own data.
const NoPolicies = z.optional(
  z.array(z.unknown()).check(z.maxLength(0, 'policies are not supported: put the limits in data')),
)

/** ERC-7715 `erc20-token-transfer`: the key may transfer up to `allowance` (base units) of the token. */
export const Erc20TokenTransferPermission = z.strictObject({
  type: z.literal('erc20-token-transfer'),
  data: z.strictObject({
    address: Address,
    allowance: Quantity.check(z.refine((value) => BigInt(value) > 0n, 'the allowance must be more than 0')),
  }),
  policies: NoPolicies,
})
export type Erc20TokenTransferPermission = z.infer<typeof Erc20TokenTransferPermission>

/** ERC-7715 `contract-call`: the key may call these functions of one contract, without a value. */
export const ContractCallPermission = z.strictObject({
  type: z.literal('contract-call'),
  data: z.strictObject({
    address: Address,
    functions: z.array(FunctionSignature).check(z.minLength(1), z.maxLength(maxPermissionsPerGrant)),
  }),
  policies: NoPolicies,
})
export type ContractCallPermission = z.infer<typeof ContractCallPermission>

/** One permission of a grant, by its ERC-7715 type. */
export const RequestedPermission = z.discriminatedUnion('type', [
  Erc20TokenTransferPermission,
  ContractCallPermission,
])
export type RequestedPermission = z.infer<typeof RequestedPermission>

/**
 * Who gets the permissions: a key the app holds, named by its address (ERC-7715's `account` signer, or
 * `key` with the address as its id).
 */
export const PermissionSigner = z.strictObject({
  type: z.enum(['key', 'account']),
  data: z.strictObject({ id: Address }),
})
export type PermissionSigner = z.infer<typeof PermissionSigner>

/**
 * One ERC-7715 permission request as Latch accepts it: a chain, an optional account (the smart
 * account), an expiry in unix seconds, the session key and what it may do.
 */
export const PermissionRequest = z.strictObject({
  chainId: Quantity,
  address: z.optional(Address),
  expiry: z.number().check(z.int('expiry must be whole unix seconds'), z.positive(), z.lte(maxExpiry)),
  signer: PermissionSigner,
  permissions: z
    .array(RequestedPermission)
    .check(z.minLength(1, 'at least one permission is needed'), z.maxLength(maxPermissionsPerGrant))
    .check(
      z.refine(
        (permissions) =>
          permissions.reduce(
            (count, permission) =>
              count + (permission.type === 'contract-call' ? permission.data.functions.length : 1),
            0,
          ) <= maxPermissionsPerGrant,
        `at most ${maxPermissionsPerGrant} functions and token transfers in one grant`,
      ),
    ),
})
export type PermissionRequest = z.infer<typeof PermissionRequest>

/** A permissions context (pci): `0x` and the 32-byte ids of one grant. */
export const PermissionsContext = z
  .string()
  .check(
    z.regex(/^0x(?:[0-9a-fA-F]{64}){1,16}$/, 'expected a permissions context: 0x and 32-byte permission ids'),
  )

/**
 * wallet_revokePermissions' one parameter: ERC-7715's `{ permissionsContext }`, or EIP-2255's
 * `{ eth_accounts: {} }` by which a host disconnects (the SDK's wagmi connector does).
 */
export const RevokePermissionsRequest = z.union([
  z.strictObject({ permissionsContext: PermissionsContext }),
  z.strictObject({ eth_accounts: z.strictObject({}) }),
])
export type RevokePermissionsRequest = z.infer<typeof RevokePermissionsRequest>

/** The parameter schemas of the ERC-7715 methods, the entries of `rpcParams`. */
export const permissionParams = {
  wallet_grantPermissions: z.tuple([PermissionRequest]),
  wallet_revokePermissions: z.tuple([RevokePermissionsRequest]),
  wallet_getPermissions: z.union([
    z.tuple([]),
    z.tuple([z.strictObject({ chainId: z.optional(Quantity), address: z.optional(Address) })]),
  ]),
} as const
