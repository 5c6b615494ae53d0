import { describe, expect, it, vi } from 'vitest'
import type { Login } from '@/embedded/api/loginsApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { createFarcasterLink } from './createFarcasterLink'
import { FarcasterLoginEndedError } from './createFarcasterLogin'

const channel = {
  url: 'http://127.0.0.1:5176/~/siwf?channelToken=abcdefgh',
  channelToken: 'abcdefgh',
  ticket: `${'a'.repeat(32)}.${'0'.repeat(64)}`,
}

const emailLogin: Login = {
  kind: 'email',
  id: 'ada@example.com',
  label: 'ada@example.com',
  createdAt: null,
  lastUsedAt: null,
}
const farcasterLogin: Login = {
  ...emailLogin,
  kind: 'social',
  id: 'farcaster:1001',
  provider: 'farcaster',
  label: 'Farcaster',
}

function setup(answers: (() => Promise<unknown>)[]) {
  const link = vi.fn(async () => {
    const next = answers.shift()
    if (!next) return new Promise(() => undefined)
    return next()
  })
  const api = { farcasterChannel: async () => channel, farcasterLink: link } as unknown as EmbeddedApi
  const ticks: number[] = []
  const farcaster = createFarcasterLink({
    api: async () => api,
    bearer: async () => 'session-bearer',
    wait: async (ms, signal) => {
      ticks.push(ms)
      await Promise.resolve()
      signal.throwIfAborted()
    },
  })
  return { farcaster, link, ticks }
}

describe('createFarcasterLink', () => {
  it('shows the URL, asks every second while pending, and answers the logins once linked', async () => {
    const { farcaster, link, ticks } = setup([
      async () => ({ state: 'pending' }),
      async () => ({ logins: [emailLogin, farcasterLogin] }),
    ])
    const shown: string[] = []
    expect(await farcaster.run((url) => shown.push(url))).toEqual([emailLogin, farcasterLogin])
    expect(shown).toEqual([channel.url])
    expect(link).toHaveBeenCalledTimes(2)
    expect(link).toHaveBeenCalledWith('session-bearer', {
      channelToken: channel.channelToken,
      ticket: channel.ticket,
    })
    expect(ticks).toEqual([1000, 1000])
  })

  it('rejects with the server’s refusal: an account of another wallet, an expired link', async () => {
    const refused = new Error('This account already opens another wallet. Remove it from that wallet first.')
    const { farcaster } = setup([async () => Promise.reject(refused)])
    await expect(farcaster.run(() => undefined)).rejects.toBe(refused)
  })

  it('ends the link when cleared, and a new one ends the one before', async () => {
    const { farcaster, link } = setup([])
    const first = farcaster.run(() => undefined)
    await vi.waitFor(() => expect(link).toHaveBeenCalledTimes(1))
    const second = farcaster.run(() => undefined)
    await expect(first).rejects.toBeInstanceOf(FarcasterLoginEndedError)
    await vi.waitFor(() => expect(link).toHaveBeenCalledTimes(2))
    farcaster.clear()
    await expect(second).rejects.toBeInstanceOf(FarcasterLoginEndedError)
    // Cleared while the channel opens: its URL is never shown.
    const show = vi.fn()
    const third = farcaster.run(show)
    farcaster.clear()
    await expect(third).rejects.toBeInstanceOf(FarcasterLoginEndedError)
    expect(show).not.toHaveBeenCalled()
  })
})
