import { type ConnectMethod, connectMethods } from '@latch/shared-types'

/**
 * The Connect view's groups in the host's `features.connectMethodsOrder`: the ones it names first, in
 * its order (repeats dropped), then the rest in the default order of docs/behaviour.md#entities.
 *
 * @example
 * orderConnectMethods(['wallet']) // ['wallet', 'email', 'social', 'passkey']
 */
export function orderConnectMethods(order: readonly ConnectMethod[] | undefined): ConnectMethod[] {
  const named = (order ?? []).filter((method) => connectMethods.includes(method))
  return [...new Set([...named, ...connectMethods])]
}
