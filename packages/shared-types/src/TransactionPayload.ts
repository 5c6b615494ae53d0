import type { Hex } from './Hex'

/** A transaction to send through the connected EVM wallet (docs/behaviour.md#entities). */
export interface TransactionPayload {
  chainNamespace: 'eip155'
  to: Hex
  data: Hex
  value?: bigint | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
}
