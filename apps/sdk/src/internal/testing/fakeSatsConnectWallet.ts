import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import type { SatsConnectProvider } from '../adaptSatsConnectWallet'
import { regtestKey } from './regtestKey'

/**
 * A sats-connect wallet with a real key, as Xverse's provider answers: JSON-RPC responses
 * (`{ jsonrpc, id, result }` or `{ error }`), a payment address and an ordinals one, BIP-322
 * signatures, `signPsbt` echoing the PSBT it was given; `calls` records what it was asked, `reject`
 * makes it answer its user's no, and `changeAccount` fires its accountChange listeners.
 */
export function fakeSatsConnectWallet() {
  const { secret, publicKey, address } = regtestKey()
  const ordinals = {
    address: `bcrt1p${'q'.repeat(58)}`,
    publicKey: '02'.padEnd(66, '1'),
    purpose: 'ordinals',
  }
  const calls: { method: string; params: unknown }[] = []
  const listeners = new Set<(event: unknown) => void>()
  const state = { connected: false, reject: false, protocol: 'BIP322' }
  const accounts = () => [{ address, publicKey, purpose: 'payment', addressType: 'p2wpkh' }, ordinals]
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
  const error = (code: number, message: string) => ({ jsonrpc: '2.0', id: '1', error: { code, message } })

  const provider: SatsConnectProvider = {
    async request(method, params) {
      calls.push({ method, params })
      if (state.reject) return error(-32000, 'User rejected the request')
      const { message = '', psbt } = (params ?? {}) as { message?: string; psbt?: string }
      switch (method) {
        case 'getAccounts':
          state.connected = true
          return answer(accounts())
        case 'wallet_getAccount':
          return state.connected ? answer({ id: 'a', addresses: accounts() }) : error(-32002, 'Access denied')
        case 'signMessage':
          return answer({ signature: signBip322Simple(secret, message), address, protocol: state.protocol })
        case 'signPsbt':
          return answer({ psbt })
        case 'wallet_disconnect':
          state.connected = false
          return answer(null)
      }
      return error(-32601, 'Method not found')
    },
    addListener({ eventName, cb }) {
      if (eventName !== 'accountChange') return () => {}
      listeners.add(cb)
      return () => listeners.delete(cb)
    },
  }
  return {
    provider,
    address,
    publicKey,
    calls,
    state,
    changeAccount: () => {
      for (const listener of listeners) listener({ type: 'accountChange' })
    },
  }
}
