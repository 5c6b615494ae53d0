import { ProviderDisconnectedError } from '@latch/protocol/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletBridge } from './createWalletBridge'

const icon = 'data:image/png;base64,iVBORw0KGgo='
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))
const provider = () => ({ request: vi.fn(async () => 'ok'), on: vi.fn(), removeListener: vi.fn() })
const announce = (info: unknown, detailProvider: unknown = provider()) =>
  dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider: detailProvider } }))

let bridges: ReturnType<typeof createWalletBridge>[] = []
const make = (discover = true) => {
  const onChange = vi.fn()
  const onEvent = vi.fn()
  const bridge = createWalletBridge(discover, onChange, onEvent)
  bridges.push(bridge)
  return { bridge, onChange, onEvent }
}

afterEach(() => {
  for (const bridge of bridges) bridge.destroy()
  bridges = []
  delete (window as { ethereum?: unknown }).ethereum
})

describe('createWalletBridge', () => {
  it('asks for EIP-6963 announcements and reports the wallets once per burst', async () => {
    const requested = vi.fn()
    addEventListener('eip6963:requestProvider', requested)
    const { bridge, onChange } = make()
    removeEventListener('eip6963:requestProvider', requested)
    expect(requested).toHaveBeenCalledTimes(1)
    announce({ uuid: 'a', name: 'A', icon, rdns: 'com.a', extra: 'dropped' })
    announce({ uuid: 'b', name: 'B', icon: 'https://b.example/icon.png', rdns: 'com.b' })
    expect(onChange).not.toHaveBeenCalled()
    await settle()
    const wallets = [
      { uuid: 'a', name: 'A', icon, rdns: 'com.a' },
      { uuid: 'b', name: 'B', icon: 'https://b.example/icon.png', rdns: 'com.b' },
    ]
    expect(onChange.mock.calls).toEqual([[wallets]])
    expect(bridge.list()).toEqual(wallets)
  })

  it('skips announcements without a provider or four strings, and Latch itself', async () => {
    const { bridge, onChange } = make()
    announce({ uuid: 'x', name: 'X', icon, rdns: 'com.x' }, { request: 'not a function' })
    announce({ uuid: 'x', name: 'X', icon, rdns: 'com.x' }, null)
    announce({ uuid: 'x', name: 'X', icon: { src: icon }, rdns: 'com.x' })
    announce({ uuid: 'x', name: () => 'X', icon, rdns: 'com.x' })
    announce({ uuid: 'x', name: 'X', icon })
    announce({ uuid: 'latch', name: 'Latch', icon, rdns: 'id.latch' })
    announce('x')
    announce(undefined)
    dispatchEvent(new CustomEvent('eip6963:announceProvider'))
    await settle()
    expect(onChange).not.toHaveBeenCalled()
    expect(bridge.list()).toEqual([])
  })

  it('passes on the strings of an info the frame will refuse: the frame drops that wallet alone', async () => {
    const { bridge } = make()
    const unsafe = { uuid: 'x', name: 'X', icon: 'javascript:alert(1)', rdns: 'com.x' }
    announce({ ...unsafe, extra: { not: 'sent' } })
    await settle()
    expect(bridge.list()).toEqual([unsafe])
  })

  it('lists window.ethereum by its id (the frame names it) only while no EIP-6963 wallet announced', () => {
    ;(window as { ethereum?: unknown }).ethereum = provider()
    const { bridge } = make()
    expect(bridge.list()).toEqual(['injected'])
    announce({ uuid: 'a', name: 'A', icon, rdns: 'com.a' })
    expect(bridge.list()).toEqual([{ uuid: 'a', name: 'A', icon, rdns: 'com.a' }])
  })

  it('does not listen for announcements when discovery is off', async () => {
    const requested = vi.fn()
    addEventListener('eip6963:requestProvider', requested)
    const { bridge, onChange } = make(false)
    removeEventListener('eip6963:requestProvider', requested)
    announce({ uuid: 'a', name: 'A', icon, rdns: 'com.a' })
    await settle()
    expect(requested).not.toHaveBeenCalled()
    expect(onChange).not.toHaveBeenCalled()
    expect(bridge.list()).toEqual([])
  })

  it('runs requests on the wallet, subscribing once to its events, and unsubscribes on destroy', async () => {
    const wallet = provider()
    const { bridge, onEvent } = make()
    announce({ uuid: 'a', name: 'A', icon, rdns: 'com.a' }, wallet)
    expect(await bridge.request('a', 'eth_sendTransaction', [{ to: '0x' }])).toBe('ok')
    await bridge.request('a', 'eth_chainId', undefined)
    expect(wallet.request.mock.calls).toEqual([
      [{ method: 'eth_sendTransaction', params: [{ to: '0x' }] }],
      [{ method: 'eth_chainId', params: undefined }],
    ])
    expect(wallet.on).toHaveBeenCalledTimes(3)
    const [event, listener] = wallet.on.mock.calls[0] as unknown as [string, (data: unknown) => void]
    listener(['0xabc'])
    expect(onEvent).toHaveBeenCalledWith('a', event, ['0xabc'])
    bridge.destroy()
    expect(wallet.removeListener.mock.calls.map(([name, fn]) => [name, typeof fn])).toEqual([
      ['accountsChanged', 'function'],
      ['chainChanged', 'function'],
      ['disconnect', 'function'],
    ])
  })

  it("takes other namespaces' wallets announced on latch:announceProvider, with their namespace", async () => {
    const wallet = provider()
    const { bridge, onChange } = make()
    const info = { uuid: 'ws:0', name: 'Sol', icon, rdns: 'wallet-standard:Sol', namespace: 'solana' }
    dispatchEvent(new CustomEvent('latch:announceProvider', { detail: { info, provider: wallet } }))
    await settle()
    expect(onChange.mock.calls).toEqual([[[info]]])
    expect(await bridge.request('ws:0', 'solana_requestAccounts', undefined)).toBe('ok')
    bridge.destroy()
    dispatchEvent(
      new CustomEvent('latch:announceProvider', {
        detail: { info: { ...info, uuid: 'ws:1' }, provider: wallet },
      }),
    )
    expect(bridge.list()).toEqual([info])
  })

  it('rejects a request for a wallet it does not know with 4900', async () => {
    const { bridge } = make()
    const error = await bridge.request('nope', 'eth_accounts', undefined).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(ProviderDisconnectedError)
    expect(error).toMatchObject({ code: 4900 })
  })
})
