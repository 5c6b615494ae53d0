import type { PayloadOf } from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import { routerAtom } from '@/state/atoms'
import type { FrameContext } from '@/state/FrameContext'
import { dispatchNamespace } from './dispatchNamespace'

/**
 * Switches the connected wallet to `chainId` (or, while none is connected, the default network)
 * through the request policy, as the host's own `wallet_switchEthereumChain` would. Leaves
 * UnsupportedChain for Account once the switch holds; shows the wallet's refusal as a toast.
 * Resolves false when the switch was refused.
 *
 * @example
 * if (await switchNetwork(context, handleRequest, 8453)) close()
 */
export async function switchNetwork(
  context: Pick<FrameContext, 'store' | 'dispatchRouter' | 'dispatchToast'>,
  request: (payload: PayloadOf<'request'>) => Promise<unknown>,
  chainId: number,
): Promise<boolean> {
  // An Ethereum network makes eip155 the active namespace; the flag stays up while the wallet decides.
  dispatchNamespace(context.store, { type: 'switch', namespace: 'eip155' })
  try {
    await request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${chainId.toString(16)}` }],
    })
    if (context.store.get(routerAtom).view === 'UnsupportedChain')
      context.dispatchRouter({ type: 'reset', view: 'Account' })
    return true
  } catch (error) {
    context.dispatchToast({ type: 'show', message: toProtocolError(error).message, variant: 'error' })
    return false
  } finally {
    dispatchNamespace(context.store, { type: 'switched' })
  }
}
