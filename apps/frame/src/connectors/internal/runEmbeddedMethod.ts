import type { Method } from '@latch/protocol/methods'
import type { RpcParams } from '@latch/protocol/rpcParams'
import { validateRequest } from '@/connectors/validateRequest'

/**
 * Runs an embedded-wallet handler (an eip155 or a Solana one, with its context) with its params checked once: `checked` when the request policy
 * checked them on the host's request, else here (the frame's own callers, sign-in and the views,
 * reach the wallet without the policy). A request whose params fail the method's schema is refused
 * with -32602 before the handler, and so before any approval.
 *
 * @example
 * await runEmbeddedMethod('personal_sign', personalSign, context) // '0x…'
 */
export async function runEmbeddedMethod<M extends Method, Context extends { params: unknown }>(
  method: M,
  handler: (
    context: Omit<Context, 'method' | 'params'> & { method: M; params: RpcParams<M> },
  ) => Promise<unknown>,
  context: Context,
  checked?: unknown,
): Promise<unknown> {
  const params =
    checked !== undefined ? checked : (await validateRequest({ method, params: context.params })).checked
  return handler({ ...context, method, params: params as RpcParams<M> })
}
