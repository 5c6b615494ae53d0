// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import copy from '@/i18n/compiled/en/copy'
import type { ToastAction } from '@/state/toastReducer'
import { copyTexts } from './copyTexts'
import { copyWithToast } from './copyWithToast'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('copyWithToast', () => {
  it('copies the value and says so with the copy icon', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    const toasts: ToastAction[] = []
    await copyWithToast((action) => toasts.push(action), '0xabc', copyTexts(copy.copy, 'address'))
    expect(writeText).toHaveBeenCalledWith('0xabc')
    expect(toasts).toEqual([
      {
        type: 'show',
        message: 'Address copied',
        variant: 'svg',
        svg: { icon: 'copy', iconColor: 'success' },
      },
    ])
  })

  it('says it could not copy when the clipboard refuses or is missing', async () => {
    const toasts: ToastAction[] = []
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } })
    await copyWithToast((action) => toasts.push(action), 'secret', copyTexts(copy.copy, 'key'))
    vi.stubGlobal('navigator', {})
    await copyWithToast((action) => toasts.push(action), 'secret', copyTexts(copy.copy, 'key'))
    expect(toasts).toEqual([
      { type: 'show', message: "Couldn't copy the key", variant: 'error' },
      { type: 'show', message: "Couldn't copy the key", variant: 'error' },
    ])
  })
})
