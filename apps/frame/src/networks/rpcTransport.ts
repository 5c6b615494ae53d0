import { createTransport, type EIP1193RequestFn, http, type Transport } from 'viem'
import type { RpcEndpoint } from './readRpcEndpoint'

/**
 * A viem transport that reads at `reads` (readRpcEndpoint's answer). Given `sendsTo`, a signed
 * transaction (eth_sendRawTransaction) goes there instead: the chain's own RPC, as the frame's
 * RPC proxy forwards reads only.
 *
 * @example
 * const client = createWalletClient({ account, chain, transport: rpcTransport(controller.rpcEndpoint(network), network.rpcUrl) })
 */
export function rpcTransport(reads: RpcEndpoint, sendsTo?: string): Transport {
  const read = http(reads.url, { retryCount: 0, fetchOptions: { headers: reads.headers } })
  if (sendsTo === undefined || sendsTo === reads.url) return read
  const send = http(sendsTo, { retryCount: 0 })
  return (config) => {
    const reader = read(config)
    const sender = send(config)
    return createTransport({
      key: 'latch',
      name: 'Latch reads and sends',
      type: 'latch',
      retryCount: 0,
      request: ((args) =>
        (args.method === 'eth_sendRawTransaction' ? sender : reader).request(args)) as EIP1193RequestFn,
    })
  }
}
