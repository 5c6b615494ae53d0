import type { Token } from '@latch/shared-types'
import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'
import { isNativeToken } from '@/networks/nativeTokenAddress'

/** The call a send makes: to whom, with how much of the coin, and with what data. */
type SendCall = { to: Address; value: bigint; data?: Hex }

/**
 * The call that moves `amount` base units of `token` to `recipient`: the coin goes as the value of
 * a plain transfer, an ERC-20 as `transfer(recipient, amount)` to the token's contract (the address
 * part of its CAIP-10 address).
 *
 * @example
 * buildSendTransaction(usdl, 5_000_000n, alice) // { to: usdlContract, value: 0n, data: '0xa9059cbb…' }
 */
export function buildSendTransaction(
  token: Pick<Token, 'address'>,
  amount: bigint,
  recipient: Address,
): SendCall {
  if (isNativeToken(token)) return { to: recipient, value: amount }
  const contract = token.address.split(':').at(-1) ?? ''
  return {
    to: getAddress(contract),
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
  }
}
