import { type Address, encodeAbiParameters, type Hex, keccak256 } from 'viem'
import { toPackedUserOperation } from 'viem/account-abstraction'
import type { UserOperationParam } from './internal/UserOperationParam'

/** What the paymaster's signature covers besides the UserOperation. */
type PaymasterTerms = {
  chainId: number
  paymaster: Address
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  /** Unix seconds. */
  validUntil: number
  validAfter: number
}

/**
 * VerifyingPaymaster.getHash (@account-abstraction/contracts 0.7 samples) computed off chain: the
 * hash its verifying signer signs (as an EIP-191 message) for `operation`, over every field of the
 * packed UserOperation but the paymaster's data, and the chain, the paymaster and the validity window.
 *
 * @example
 * const hash = paymasterHash(operation, { chainId: 31337, paymaster, paymasterVerificationGasLimit: 120_000n, paymasterPostOpGasLimit: 0n, validUntil, validAfter: 0 })
 */
export function paymasterHash(operation: UserOperationParam, terms: PaymasterTerms): Hex {
  const packed = toPackedUserOperation({
    ...operation,
    factory: operation.factory ?? undefined,
    factoryData: operation.factoryData ?? undefined,
    paymaster: terms.paymaster,
    paymasterVerificationGasLimit: terms.paymasterVerificationGasLimit,
    paymasterPostOpGasLimit: terms.paymasterPostOpGasLimit,
    paymasterData: '0x',
    signature: '0x',
  })
  const paymasterGasLimits = (terms.paymasterVerificationGasLimit << 128n) | terms.paymasterPostOpGasLimit
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        paymasterGasLimits,
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(terms.chainId),
        terms.paymaster,
        terms.validUntil,
        terms.validAfter,
      ],
    ),
  )
}
