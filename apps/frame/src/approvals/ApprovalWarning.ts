/**
 * What in a signing request the visitor should weigh before approving it, as data: the describers
 * find it, and the approval says it in the visitor's language (views/ApproveTransaction/warningText).
 * Every address, amount and name here comes from the request, shown as text.
 */
export type ApprovalWarning =
  /** The request names a chain other than the one the account is on. */
  | {
      code: 'otherChain'
      of: 'transaction' | 'batch' | 'signature'
      requested: string
      chain: { name: string; id: number }
    }
  | { code: 'createsContract' }
  /** An approve of a known token for 2^255 or more. */
  | { code: 'unlimitedApproval'; spender: string; symbol: string }
  /** A call to a contract the frame does not know, shaped like an unlimited approve. */
  | { code: 'unlimitedApprovalGuess'; spender: string; contract: string }
  | { code: 'swapRecipient'; recipient: string }
  | { code: 'swapUnusedValue' }
  /** A session permission's limit on a token the frame does not know, in its smallest units. */
  | { code: 'unknownToken'; token: string }
  /** A session permission to call a token's transfer or approve with no limit. */
  | { code: 'noLimit'; token: { symbol: string } | { address: string } }
  | { code: 'solanaAssign'; program: string }
  | { code: 'durableNonce' }
  | {
      code: 'solanaApprove'
      delegate: string
      account: string
      amount: { formatted: string; symbol?: string }
    }
  | { code: 'solanaApproveAll'; delegate: string; account: string }
  | { code: 'solanaSetAuthority'; account: string; authority: string }
  | { code: 'solanaRemoveAuthority'; account: string }
  | { code: 'lookupTables' }
  | { code: 'foreignInputs' }
  /** `input` counts from 1. */
  | { code: 'sighash'; input: number; sighash: readonly string[] }
  | { code: 'feeAboveSends' }
  | { code: 'nearFullAccessKey'; key: string; account: string }
  | { code: 'nearOwnKeyRemoved'; account: string }
  | { code: 'nearDeleteAccount'; account: string; beneficiary: string }
  | { code: 'nearDeployContract'; account: string }
  /** A NEP-413 message for a domain other than the site that asks. */
  | { code: 'nearOtherRecipient'; recipient: string; host: string }
  /** One call's warning in a batch of several; `call` counts from 1. */
  | { code: 'inCall'; call: number; warning: ApprovalWarning }
