import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../../api/ApiError'

const log = serverLog('smartAccounts')

/**
 * `read` (a read of chain `chainId`'s node), with a failure answered 502 'The node did not answer'
 * rather than 500: the node is down or slow, which is no fault of the caller's nor of this server.
 */
export async function askNode<T>(chainId: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    log.error(`the node of eip155:${chainId} did not answer`, { error })
    throw new ApiError(502, 'The node did not answer')
  }
}
