import { ChainNotConfiguredError } from '@wagmi/core'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { anvil, mainnet } from 'viem/chains'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LatchProvider } from './Latch'
import { latch } from './wagmi'

const account = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const devnet2 = { ...anvil, id: 31338 }

const fake = vi.hoisted(() => ({
  created: 0,
  options: [] as unknown[],
  listeners: {} as Record<string, (data: unknown) => void>,
  answers: {} as Record<string, unknown>,
  request: vi.fn(async ({ method }: { method: string }) => {
    const answer = fake.answers[method]
    if (answer instanceof Error) throw answer
    return answer ?? null
  }),
}))

vi.mock('./createLatch', () => ({
  createLatch: (options: unknown) => {
    fake.created++
    fake.options.push(options)
    const provider: LatchProvider = {
      request: fake.request as unknown as LatchProvider['request'],
      on(event, listener) {
        fake.listeners[event] = listener as (data: unknown) => void
        return provider
      },
      removeListener: () => provider,
    }
    return { provider }
  },
}))

const setup = (options = { projectId: 'latch-dev' }) => {
  const emitter = { emit: vi.fn(), listenerCount: vi.fn(() => 0) }
  const connector = latch(options)({
    chains: [anvil, devnet2],
    emitter: emitter as never,
    providers: [],
  })
  return { connector, emitter }
}

beforeEach(() => {
  fake.created = 0
  fake.options = []
  fake.listeners = {}
  fake.answers = { eth_requestAccounts: [account], eth_accounts: [account], eth_chainId: '0x7a69' }
  fake.request.mockClear()
})

describe('latch wagmi connector', () => {
  it('describes itself as Latch and makes its Latch lazily, once', async () => {
    const { connector } = setup()
    expect(connector).toMatchObject({ id: 'latch', name: 'Latch', type: 'latch', rdns: 'id.latch' })
    expect(latch.type).toBe('latch')
    expect(fake.created).toBe(0)
    const provider = await connector.getProvider()
    expect(await connector.getProvider()).toBe(provider)
    expect(connector.getLatch().provider).toBe(provider)
    expect(fake.created).toBe(1)
    expect(fake.options).toEqual([{ projectId: 'latch-dev' }])
  })

  it('connects with eth_requestAccounts and eth_chainId', async () => {
    const { connector } = setup()
    expect(await connector.connect()).toEqual({ accounts: [checksummed], chainId: 31337 })
    expect(fake.request.mock.calls.map(([args]) => args.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
    ])
  })

  it('switches to the chain asked for while connecting', async () => {
    const { connector, emitter } = setup()
    expect(await connector.connect({ chainId: 31338 })).toEqual({ accounts: [checksummed], chainId: 31338 })
    expect(fake.request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(emitter.emit).toHaveBeenCalledWith('change', { chainId: 31338 })
  })

  it('reconnects with eth_accounts only, never opening the modal', async () => {
    const { connector } = setup()
    await connector.connect({ isReconnecting: true })
    expect(fake.request.mock.calls.map(([args]) => args.method)).toEqual(['eth_accounts', 'eth_chainId'])
    fake.answers.eth_accounts = []
    await expect(connector.connect({ isReconnecting: true })).rejects.toThrow()
  })

  it('disconnects by revoking eth_accounts, even when the frame is gone', async () => {
    const { connector } = setup()
    await connector.disconnect()
    expect(fake.request).toHaveBeenCalledWith({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    fake.answers.wallet_revokePermissions = new Error('gone')
    await expect(connector.disconnect()).resolves.toBeUndefined()
  })

  it('is authorized while eth_accounts is not empty', async () => {
    const { connector } = setup()
    expect(await connector.isAuthorized()).toBe(true)
    fake.answers.eth_accounts = []
    expect(await connector.isAuthorized()).toBe(false)
    fake.answers.eth_accounts = new Error('disconnected')
    expect(await connector.isAuthorized()).toBe(false)
  })

  it('switches only to configured chains, keeping a rejection a UserRejectedRequestError', async () => {
    const { connector } = setup()
    expect(await connector.switchChain?.({ chainId: 31338 })).toBe(devnet2)
    const unknown = await connector.switchChain?.({ chainId: mainnet.id }).catch((error) => error)
    expect(unknown).toBeInstanceOf(SwitchChainError)
    expect(unknown.cause).toBeInstanceOf(ChainNotConfiguredError)
    fake.answers.wallet_switchEthereumChain = Object.assign(new Error('no'), { code: 4001 })
    await expect(connector.switchChain?.({ chainId: 31337 })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it("turns the provider's events into wagmi's", async () => {
    const { connector, emitter } = setup()
    await connector.getProvider()
    fake.listeners.chainChanged?.('0x7a6a')
    expect(emitter.emit).toHaveBeenLastCalledWith('change', { chainId: 31338 })
    fake.listeners.accountsChanged?.([account])
    expect(emitter.emit).toHaveBeenLastCalledWith('change', { accounts: [checksummed] })
    fake.listeners.accountsChanged?.([])
    expect(emitter.emit).toHaveBeenLastCalledWith('disconnect')
    fake.listeners.disconnect?.({ code: 4900, message: 'gone' })
    expect(emitter.emit).toHaveBeenLastCalledWith('disconnect')
  })

  it('reports a connection made in the modal while wagmi was not connected', async () => {
    const { connector, emitter } = setup()
    emitter.listenerCount.mockReturnValue(1)
    await connector.getProvider()
    fake.listeners.accountsChanged?.([account])
    await vi.waitFor(() =>
      expect(emitter.emit).toHaveBeenCalledWith('connect', { accounts: [checksummed], chainId: 31337 }),
    )
  })
})
