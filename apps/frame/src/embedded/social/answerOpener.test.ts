import { describe, expect, it, vi } from 'vitest'
import { answerOpener, type CallbackWindow } from './answerOpener'

function callbackWindow(search: string, opener: CallbackWindow['opener']) {
  const close = vi.fn()
  const win: CallbackWindow = {
    location: {
      href: `http://127.0.0.1:3000/popup/oauth/callback${search}`,
      origin: 'http://127.0.0.1:3000',
    },
    opener,
    close,
  }
  return { win, close }
}

describe('answerOpener', () => {
  it('posts the code and state to its own origin exactly, then closes', () => {
    const postMessage = vi.fn()
    const { win, close } = callbackWindow('?code=abc&state=s1', { postMessage })
    expect(answerOpener(win)).toBe('posted')
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'latch:oauth', code: 'abc', state: 's1' },
      'http://127.0.0.1:3000',
    )
    expect(close).toHaveBeenCalledOnce()
  })

  it('tells each frame of a host page that opened it, addressed to its own origin only', () => {
    const host = vi.fn()
    const frames = [vi.fn(), vi.fn()]
    const opener = {
      postMessage: host,
      length: 2,
      0: { postMessage: frames[0] },
      1: { postMessage: frames[1] },
    }
    const { win } = callbackWindow('?code=abc&state=s1', opener as unknown as CallbackWindow['opener'])
    expect(answerOpener(win)).toBe('posted')
    for (const post of [host, ...frames])
      expect(post).toHaveBeenCalledExactlyOnceWith(
        { type: 'latch:oauth', code: 'abc', state: 's1' },
        'http://127.0.0.1:3000',
      )
  })

  it("posts the provider's error with its state", () => {
    const postMessage = vi.fn()
    const { win } = callbackWindow('?error=access_denied&state=s1', { postMessage })
    expect(answerOpener(win)).toBe('posted')
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'latch:oauth', error: 'access_denied', state: 's1' },
      'http://127.0.0.1:3000',
    )
  })

  it('posts nothing and stays open without an opener, or without an answer in its URL', () => {
    const alone = callbackWindow('?code=abc&state=s1', null)
    expect(answerOpener(alone.win)).toBe('no-opener')
    expect(alone.close).not.toHaveBeenCalled()
    const postMessage = vi.fn()
    const empty = callbackWindow('', { postMessage })
    expect(answerOpener(empty.win)).toBe('no-answer')
    expect(postMessage).not.toHaveBeenCalled()
    expect(empty.close).not.toHaveBeenCalled()
  })

  it('stays open when the opener cannot be told', () => {
    const { win, close } = callbackWindow('?code=abc&state=s1', {
      postMessage: () => {
        throw new Error('gone')
      },
    })
    expect(answerOpener(win)).toBe('no-opener')
    expect(close).not.toHaveBeenCalled()
  })
})
