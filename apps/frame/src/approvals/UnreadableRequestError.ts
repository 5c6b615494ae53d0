import { BaseError } from '@latch/protocol'

/**
 * A signing request that cannot be shown as what it would do (malformed parameters, typed data
 * that is not JSON or does not match its own types, a method that is not a signing request). The
 * request must then be refused, not signed: what the user cannot read, they cannot approve.
 */
export class UnreadableRequestError extends BaseError {
  override readonly name = 'UnreadableRequestError'
}
