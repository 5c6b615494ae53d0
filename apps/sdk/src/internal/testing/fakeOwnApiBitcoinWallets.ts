import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import type { LeatherProvider } from '../adaptLeatherWallet'
import type { UnisatProvider } from '../adaptUnisatWallet'
import { regtestKey } from './regtestKey'

/**
 * A wallet of UniSat's API with a real key: BIP-322 signatures (the legacy format refused as UniSat
 * refuses a type it lacks), `signPsbt` answering the hex it was given; `calls` records what it was
 * asked, `reject` makes it throw its user's no, and `changeAccount` tells its listeners.
 */
export function fakeUnisatWallet() {
  const { secret, publicKey, address } = regtestKey()
  const calls: { method: string; args: unknown[] }[] = []
  const state = { connected: false, reject: false }
  const listeners = new Set<(data: unknown) => void>()
  const asked = async (method: string, args: unknown[]) => {
    calls.push({ method, args })
    if (state.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const provider: UnisatProvider = {
    async requestAccounts() {
      await asked('requestAccounts', [])
      state.connected = true
      return [address]
    },
    async getAccounts() {
      return state.connected ? [address] : []
    },
    async getPublicKey() {
      return publicKey
    },
    async signMessage(message, type) {
      await asked('signMessage', [message, type])
      if (type !== 'bip322-simple') throw new Error('This fake signs BIP-322 only.')
      return signBip322Simple(secret, message)
    },
    async signPsbt(psbtHex, options) {
      await asked('signPsbt', [psbtHex, options])
      return psbtHex
    },
    async disconnect() {
      state.connected = false
    },
    on: (_event, listener) => void listeners.add(listener),
    removeListener: (_event, listener) => void listeners.delete(listener),
  }
  return {
    provider,
    address,
    publicKey,
    calls,
    state,
    changeAccount: (accounts: string[]) => {
      for (const listener of listeners) listener(accounts)
    },
  }
}

/**
 * Leather's JSON-RPC with a real key: `getAddresses` (its native SegWit and Taproot Bitcoin
 * addresses and a Stacks one), BIP-322 `signMessage`, `signPsbt` answering the hex it was given;
 * errors reject with the JSON-RPC response, as Leather's do. `calls` records what it was asked,
 * `reject` makes it answer its user's no.
 */
export function fakeLeatherWallet() {
  const { secret, publicKey, address } = regtestKey()
  const calls: { method: string; params: unknown }[] = []
  const state = { reject: false }
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
  const provider: LeatherProvider = {
    async request(method, params) {
      calls.push({ method, params })
      if (state.reject)
        throw { jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected request' } }
      const { message = '', hex: psbtHex } = (params ?? {}) as { message?: string; hex?: string }
      switch (method) {
        case 'getAddresses':
          return answer({
            addresses: [
              { symbol: 'BTC', type: 'p2wpkh', address, publicKey, derivationPath: "m/84'/1'/0'/0/0" },
              { symbol: 'BTC', type: 'p2tr', address: `bcrt1p${'q'.repeat(58)}`, publicKey: '11'.repeat(32) },
              { symbol: 'STX', address: 'ST000000000000000000002AMW42H' },
            ],
          })
        case 'signMessage':
          return answer({ signature: signBip322Simple(secret, message), address, message })
        case 'signPsbt':
          return answer({ hex: psbtHex })
      }
      throw { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } }
    },
  }
  return { provider, address, publicKey, calls, state }
}
