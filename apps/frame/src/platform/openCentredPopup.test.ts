import { describe, expect, it, vi } from 'vitest'
import { openCentredPopup } from './openCentredPopup'

describe('openCentredPopup', () => {
  it('opens a new popup (never noopener) centred over the window, never off the screen', () => {
    const open = vi.fn(() => null)
    const win = { screenX: 100, screenY: 50, outerWidth: 1240, outerHeight: 800, open } as unknown as Window
    expect(
      openCentredPopup('http://127.0.0.1:3000/popup/approve', { width: 440, height: 600 }, win),
    ).toBeNull()
    expect(open).toHaveBeenCalledWith(
      'http://127.0.0.1:3000/popup/approve',
      '_blank',
      'popup,width=440,height=600,left=500,top=150',
    )
    const small = { screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 300, open } as unknown as Window
    openCentredPopup('http://127.0.0.1:3000/popup/approve', { width: 440, height: 600 }, small)
    expect(open).toHaveBeenLastCalledWith(
      expect.any(String),
      '_blank',
      'popup,width=440,height=600,left=0,top=0',
    )
  })
})
