import { findErrorNamed } from './findErrorNamed'

/**
 * Whether viem failed to reach the node (an HTTP failure or a timeout), rather than the node
 * answering, for example with a revert.
 *
 * @example
 * if (isTransportFailure(error)) throw error // the node is down: not the contract's answer
 */
export function isTransportFailure(error: unknown): boolean {
  return findErrorNamed(error, ['HttpRequestError', 'TimeoutError']) !== undefined
}
