import { BaseError } from '@latch/protocol'

/** The command line is not one the project CLI understands; it exits with 2 and prints the usage. */
export class UsageError extends BaseError {
  override name = 'UsageError' as const
}
