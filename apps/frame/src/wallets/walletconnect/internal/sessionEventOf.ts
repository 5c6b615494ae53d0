import { getAddress, isAddress } from 'viem'
import type { WalletConnectEvent } from '../WalletConnectConnector'
import { parseChainId } from './parseChainId'

/**
 * The connector event for a wallet's `session_event`, or undefined for an event it does not pass on
 * or one it cannot read. Accounts may come as CAIP-10 or as bare addresses, chain ids as numbers,
 * hex, decimal or CAIP-2 (wallets differ); the event's own `chainId` stands in for a chainChanged
 * without readable data.
 *
 * @example
 * sessionEventOf({ chainId: 'eip155:1', event: { name: 'chainChanged', data: '0x7a69' } }) // { type: 'chainChanged', chainId: 31337 }
 */
export function sessionEventOf(params: {
  chainId: string
  event: { name: string; data?: unknown }
}): WalletConnectEvent | undefined {
  const { name, data } = params.event
  if (name === 'chainChanged') {
    const chainId = parseChainId(data) ?? parseChainId(params.chainId)
    return chainId === undefined ? undefined : { type: 'chainChanged', chainId }
  }
  if (name === 'accountsChanged') {
    if (!Array.isArray(data)) return undefined
    const accounts = data
      .map((account) => (typeof account === 'string' ? account.split(':').at(-1) : undefined))
      .filter((address) => address !== undefined && isAddress(address, { strict: false }))
      .map((address) => getAddress(address))
    return { type: 'accountsChanged', accounts: [...new Set(accounts)] }
  }
  return undefined
}
