import { walkError } from '@latch/protocol/walkError'

/**
 * The first of `error` and its causes (`cause`, followed at most 20 deep) whose `name` is one of
 * `names`, or undefined. A library's errors are told apart by name, never by `instanceof`: the server
 * that `next build` makes can hold another copy of the library than the one that threw, and there
 * `instanceof` answers false (docs/errors.md).
 *
 * @example
 * if (findErrorNamed(error, ['ContractFunctionRevertedError'])) return undefined // the contract said no
 */
export function findErrorNamed(error: unknown, names: readonly string[]): Error | undefined {
  return walkError(error, (cause) => cause instanceof Error && names.includes(cause.name)) as
    | Error
    | undefined
}
