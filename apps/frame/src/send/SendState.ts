import type { Hex } from 'viem'
import type { ResolvedRecipient } from './resolveRecipient'

/** Where the send is: typing it, reading its preview, waiting on the wallet, waiting on the chain. */
export type SendStep = 'edit' | 'preview' | 'confirming' | 'sent'

/** What the transaction will cost, as the node estimated it (a legacy transaction: one gas price). */
export type SendFee = { gas: bigint; gasPrice: bigint; feeWei: bigint }

/**
 * The Send flow's state (WalletSend, WalletSendPreview). The shape lives apart from its reducer so
 * that the atoms module, loaded before Account paints, does not pull in the send rules.
 */
export type SendState = {
  /** Whose send it is (`<chainId>:<address>`): one left by another account or network starts afresh. */
  key: string | undefined
  /** The token picked, by its CAIP-10 address in the balances. */
  token: string | undefined
  /** The amount as typed. */
  amount: string
  /** The recipient as typed: an address or a name. */
  recipient: string
  resolved: ResolvedRecipient | undefined
  resolving: boolean
  recipientError: string | undefined
  fee: SendFee | undefined
  estimating: boolean
  /** Why no preview could be made or the wallet could not send; shown by the view. */
  error: string | undefined
  /** A quiet word for the preview, after the user declined in the wallet. */
  note: string | undefined
  step: SendStep
  hash: Hex | undefined
}

export const initialSendState: SendState = {
  key: undefined,
  token: undefined,
  amount: '',
  recipient: '',
  resolved: undefined,
  resolving: false,
  recipientError: undefined,
  fee: undefined,
  estimating: false,
  error: undefined,
  note: undefined,
  step: 'edit',
  hash: undefined,
}
