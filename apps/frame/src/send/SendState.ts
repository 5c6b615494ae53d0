import type { ChainNamespace } from '@latch/shared-types'
import type { InvalidName } from '@/names/RegisterNameState'
import type { ResolvedRecipient } from './resolveRecipient'

/** Where the send is: typing it, reading its preview, waiting on the wallet, waiting on the chain. */
export type SendStep = 'edit' | 'preview' | 'confirming' | 'sent'

/** The namespaces Send moves funds on. */
export type SendNamespace = Extract<ChainNamespace, 'eip155' | 'solana' | 'bip122'>

/**
 * What the send will cost the sender, `total` in the network coin's smallest unit (wei, lamports):
 * on Ethereum the node's gas estimate at its price (a legacy transaction: one gas price); on Solana
 * the signature fee and the rent of a token account the send makes for the recipient; on Bitcoin the
 * transaction's fee (satoshis) at its rate (sat/vB).
 */
export type SendFee =
  | { namespace: 'eip155'; total: bigint; gas: bigint; gasPrice: bigint }
  | { namespace: 'solana'; total: bigint; rent: bigint }
  | { namespace: 'bip122'; total: bigint; feeRate: number }

/**
 * The Send flow's state (WalletSend, WalletSendPreview). The shape lives apart from its reducer so
 * that the atoms module, loaded before Account paints, does not pull in the send rules.
 */
export type SendState = {
  /** Whose send it is (the account's CAIP-10 id): one left by another account or network starts afresh. */
  key: string | undefined
  /** The namespace of the account that sends: its balances, recipients and fee are that chain's. */
  namespace: SendNamespace
  /** The token picked, by its CAIP-10 address in the balances. */
  token: string | undefined
  /** The amount as typed. */
  amount: string
  /** The recipient as typed: an address or a name. */
  recipient: string
  resolved: ResolvedRecipient | undefined
  resolving: boolean
  recipientError: string | undefined
  /** The name rules' refusal behind `recipientError`, when that is why; the view words it. */
  recipientInvalidName: InvalidName | undefined
  fee: SendFee | undefined
  estimating: boolean
  /** Why no preview could be made or the wallet could not send; shown by the view. */
  error: string | undefined
  /** A quiet word for the preview, after the user declined in the wallet. */
  note: string | undefined
  step: SendStep
  /** The transaction sent: an EVM hash, a Solana signature in base58, or a Bitcoin txid. */
  hash: string | undefined
}

export const initialSendState: SendState = {
  key: undefined,
  namespace: 'eip155',
  token: undefined,
  amount: '',
  recipient: '',
  resolved: undefined,
  resolving: false,
  recipientError: undefined,
  recipientInvalidName: undefined,
  fee: undefined,
  estimating: false,
  error: undefined,
  note: undefined,
  step: 'edit',
  hash: undefined,
}
