import { afterEach, describe, expect, it, vi } from 'vitest'
import { knownNetworks } from '@/networks/knownNetworks'
import { createLocalChains } from './createLocalChains'

afterEach(() => vi.unstubAllGlobals())

// A node that answers every call of a JSON-RPC request (one call, or a batch) with block 16.
async function node(_input: unknown, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body))
  const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x10' })
  return Response.json(Array.isArray(body) ? body.map(answer) : answer(body))
}

describe('createLocalChains', () => {
  it('sends with the fetch there was when the clients were made, not one put in its place later', async () => {
    const [network] = knownNetworks
    if (!network) throw new Error('no known network')
    const made = vi.fn(node)
    const later = vi.fn(node)
    vi.stubGlobal('fetch', made)
    const chains = createLocalChains([network], {})
    // As Next does once it renders a page.
    vi.stubGlobal('fetch', later)
    expect(await chains.get(network.id)?.client.getBlockNumber()).toBe(16n)
    expect(made).toHaveBeenCalledTimes(1)
    expect(new URL(String(made.mock.calls[0]?.[0])).href).toBe(new URL(network.rpcUrl).href)
    expect(later).not.toHaveBeenCalled()
  })
})
