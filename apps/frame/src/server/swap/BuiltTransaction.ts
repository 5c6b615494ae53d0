import type { Address, Hex } from 'viem'

/** A transaction the swap calls build for the user to send, as they answer it (amounts in decimal strings). */
export type BuiltTransaction = {
  from: Address
  to: Address
  data: Hex
  value: string
  eip155: { gas: string; gasPrice: string }
}
