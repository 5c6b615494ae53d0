import { BaseError } from '@latch/protocol'

/** Why two shares could not give the account's key. */
type KeyShareProblem = 'malformed' | 'not-a-key' | 'wrong-address'

/**
 * Two key shares that do not rebuild the expected key: malformed shares (wrong length, the same
 * share twice), bytes that are no secp256k1 key, or a key of another address (shares of two
 * different keys combine into an unrelated key, so only the address can tell).
 */
export class KeyShareError extends BaseError {
  override readonly name = 'KeyShareError'
  readonly problem: KeyShareProblem

  constructor(problem: KeyShareProblem, message: string) {
    super(message)
    this.problem = problem
  }
}
