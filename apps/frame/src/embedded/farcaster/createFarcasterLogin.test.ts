import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import type { ConnectAnswer } from '@/embedded/api/authApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { farcasterLoginAtom } from '@/state/atoms'
import { createFarcasterLogin, FarcasterLoginEndedError } from './createFarcasterLogin'

const channel = {
  url: 'http://127.0.0.1:5176/~/siwf?channelToken=abcdefgh',
  channelToken: 'abcdefgh',
  ticket: `${'a'.repeat(32)}.${'0'.repeat(64)}`,
}
const login = { action: 'CONNECT' } as ConnectAnswer

function setup(answers: (() => Promise<unknown>)[]) {
  const store = createStore()
  const verify = vi.fn(async () => {
    const next = answers.shift()
    if (!next) return new Promise(() => undefined)
    return next()
  })
  const api = { farcasterChannel: async () => channel, farcasterVerify: verify } as unknown as EmbeddedApi
  const connect = vi.fn(async () => undefined)
  const ticks: number[] = []
  const farcaster = createFarcasterLogin(
    { store },
    {
      api: async () => api,
      deviceId: async () => 'device-0123456789abcdef',
      connect,
      wait: async (ms, signal) => {
        ticks.push(ms)
        await Promise.resolve()
        signal.throwIfAborted()
      },
    },
  )
  return { store, farcaster, verify, connect, ticks }
}

describe('createFarcasterLogin', () => {
  it('shows the URL, asks every second while pending, and connects with the approval', async () => {
    const { store, farcaster, verify, connect, ticks } = setup([
      async () => ({ state: 'pending' }),
      async () => ({ state: 'pending' }),
      async () => login,
    ])
    expect(await farcaster.start()).toEqual({ url: channel.url })
    expect(store.get(farcasterLoginAtom)).toEqual({ url: channel.url, status: 'waiting' })
    expect(farcaster.waiting()).toBe(true)
    await farcaster.approved()
    expect(verify).toHaveBeenCalledTimes(3)
    expect(verify).toHaveBeenCalledWith({
      channelToken: channel.channelToken,
      ticket: channel.ticket,
      deviceId: 'device-0123456789abcdef',
    })
    expect(ticks).toEqual([1000, 1000, 1000])
    expect(connect).toHaveBeenCalledWith(login)
    await Promise.resolve()
    expect(store.get(farcasterLoginAtom)).toBeUndefined()
    expect(farcaster.waiting()).toBe(false)
  })

  it('rejects with the server’s refusal (an expired link, say) and forgets the URL', async () => {
    const expired = new Error('The Farcaster sign-in link expired')
    const { store, farcaster, connect } = setup([async () => Promise.reject(expired)])
    await farcaster.start()
    await expect(farcaster.approved()).rejects.toBe(expired)
    expect(connect).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(store.get(farcasterLoginAtom)).toBeUndefined()
  })

  it('ends the login when cleared, and a new start ends the one before', async () => {
    const { store, farcaster, connect } = setup([])
    await farcaster.start()
    const first = farcaster.approved()
    await farcaster.start()
    await expect(first).rejects.toBeInstanceOf(FarcasterLoginEndedError)
    const second = farcaster.approved()
    farcaster.clear()
    await expect(second).rejects.toBeInstanceOf(FarcasterLoginEndedError)
    expect(store.get(farcasterLoginAtom)).toBeUndefined()
    expect(connect).not.toHaveBeenCalled()
    await expect(farcaster.approved()).rejects.toThrow('No Farcaster login is waiting.')
  })
})
