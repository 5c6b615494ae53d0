import {
  type ChainNamespace,
  errorCodes,
  type PayloadOf,
  UnrecognizedChainError,
  walletAnswerProblem,
} from '@latch/protocol'
import { validateRequest } from '@/connectors/validateRequest'
import { connectionAtom, networksAtom, reconnectingAtom } from '@/state/atoms'
import type { FrameContext } from '@/state/FrameContext'
import { activeNetwork, connectedAccountIds } from '@/state/selectors'
import { withFirst } from '@/state/withFirst'
import type { ConnectionFlow } from './createConnectionFlow'
import { InvalidWalletAnswerError } from './internal/InvalidWalletAnswerError'
import { routeRequest } from './requestPolicy'

const hex = (chainId: number) => `0x${chainId.toString(16)}`

/**
 * Answers the host's EIP-1193 requests where the request policy sends them: the frame's own state,
 * the connected wallet, or the node of the active network.
 */
export function createRequestHandler(
  context: FrameContext,
  connection: ConnectionFlow,
  /** A read-only call to the active network's node (through the frame's RPC proxy where it can). */
  readRpc: (method: string, params?: unknown) => Promise<unknown>,
) {
  const { store } = context
  const networks = () => store.get(networksAtom)

  async function switchChain(params: unknown) {
    const target = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16)
    if (!networks().some((network) => network.id === target)) throw new UnrecognizedChainError()
    // A wallet with an EVM account switches; without one (a host Solana wallet alone) the frame does.
    if (connection.isConnected() && store.get(connectionAtom).address) {
      await connection.walletRequest('wallet_switchEthereumChain', params).catch(async (error) => {
        // A wallet that has never seen the chain (4902) is asked to add it, then to switch.
        const network = networks().find((candidate) => candidate.id === target)
        if ((error as { code?: unknown }).code !== errorCodes.unrecognizedChain || !network) throw error
        const origin = typeof location === 'undefined' ? undefined : location.origin
        const { addEthereumChainParams } = await import('@/networks/addEthereumChainParams')
        await connection.walletRequest('wallet_addEthereumChain', [addEthereumChainParams(network, origin)])
        await connection.walletRequest('wallet_switchEthereumChain', params)
      })
      context.dispatchConnection({ type: 'chainChanged', chainId: target })
    } else
      store.set(
        networksAtom,
        withFirst(networks(), (network) => network.id === target),
      )
    context.track('SWITCH_NETWORK')
    return null
  }

  return async function handleRequest({ method, params }: PayloadOf<'request'>): Promise<unknown> {
    // Checked once, before anything waits: the embedded wallet uses the params as checked here.
    const request = await validateRequest({ method, params })
    await store.get(reconnectingAtom)
    const isConnected = connection.isConnected()
    const route = await routeRequest(request, {
      connected: isConnected,
      namespaces: connectedAccountIds(store).map((id) => id.split(':')[0] as ChainNamespace),
    })
    const { address, chainId } = store.get(connectionAtom)
    const currentChain = chainId ?? activeNetwork(store)?.id ?? 1
    if (route.to === 'frame')
      switch (route.method) {
        case 'eth_chainId':
          return hex(currentChain)
        case 'net_version':
          return String(currentChain)
        case 'eth_accounts':
          return isConnected && address ? [address] : []
        case 'eth_requestAccounts':
          return isConnected && address ? [address] : connection.waitForAccounts()
        case 'wallet_revokePermissions':
          // EIP-2255's revoke of eth_accounts: the host disconnects. ERC-7715's revoke of a session
          // permission went to the wallet (routeRequest).
          await connection.disconnect()
          return null
        case 'wallet_switchEthereumChain':
          return switchChain(params)
      }
    if (route.to === 'wallet') {
      const answer = await connection.walletRequest(method, params, request.checked)
      // A signature or hash the wallet malformed never reaches the host (the frame's own flows check
      // the hashes they wait for).
      const problem = walletAnswerProblem(method, answer)
      if (problem) throw new InvalidWalletAnswerError(problem)
      return answer
    }
    return readRpc(method, params)
  }
}
