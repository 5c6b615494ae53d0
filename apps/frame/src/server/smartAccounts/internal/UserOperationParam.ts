import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const maxUint = (bits: number) => (1n << BigInt(bits)) - 1n

/** A JSON-RPC quantity of at most `bits` bits, as a bigint. */
export const quantity = (bits: number) =>
  z
    .string()
    .regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/, 'Expected a hex quantity such as 0x1')
    .transform((value) => BigInt(value))
    .refine((value) => value <= maxUint(bits), `Expected at most ${bits} bits`)

/** A 0x address in any case, given back checksummed. */
export const AddressText = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected a 0x address')
  .transform((value) => getAddress(value))

/** 0x and whole bytes, at most `maxBytes` of them. */
export const hexBytes = (maxBytes: number) =>
  z
    .string()
    .max(2 + 2 * maxBytes, `Expected at most ${maxBytes} bytes`)
    .regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected 0x and whole bytes')
    .transform((value) => value.toLowerCase() as `0x${string}`)

// Gas limits and fees are packed into 128 bits each on chain (PackedUserOperation).
const gas = quantity(128).optional().default(0n)

/**
 * An EntryPoint v0.7 UserOperation as ERC-7677 and the bundler RPC send it (hex quantities), as much
 * of it as the paymaster signs over. Gas and fees may still be missing (0) when a stub is asked for;
 * the paymaster's own fields are ignored except its gas limits, which its signature covers.
 *
 * @example
 * UserOperationParam.parse({ sender: '0x…', nonce: '0x0', callData: '0x' })
 */
export const UserOperationParam = z.object({
  sender: AddressText,
  nonce: quantity(256),
  factory: AddressText.nullish(),
  factoryData: hexBytes(10_000).nullish(),
  callData: hexBytes(100_000),
  callGasLimit: gas,
  verificationGasLimit: gas,
  preVerificationGas: quantity(256).optional().default(0n),
  maxFeePerGas: gas,
  maxPriorityFeePerGas: gas,
  paymasterVerificationGasLimit: quantity(128).nullish(),
  paymasterPostOpGasLimit: quantity(128).nullish(),
})
export type UserOperationParam = z.infer<typeof UserOperationParam>
