import { describe, expect, it } from 'vitest'
import { sheetOffset, sheetReleases } from './sheetSwipe'

describe('sheetOffset', () => {
  it('follows a drag down and never rises above its place', () => {
    expect(sheetOffset(0)).toBe(0)
    expect(sheetOffset(85)).toBe(85)
    expect(sheetOffset(-40)).toBe(0)
  })
})

describe('sheetReleases', () => {
  it('closes past a quarter of a short sheet', () => {
    expect(sheetReleases({ distance: 75, elapsedMs: 900, sheetHeight: 300 })).toBe('close')
    expect(sheetReleases({ distance: 74, elapsedMs: 900, sheetHeight: 300 })).toBe('settle')
  })

  it('closes a tall sheet at 120 px, not at a quarter of its height', () => {
    expect(sheetReleases({ distance: 120, elapsedMs: 900, sheetHeight: 800 })).toBe('close')
    expect(sheetReleases({ distance: 119, elapsedMs: 900, sheetHeight: 800 })).toBe('settle')
  })

  it('closes on a flick: short, quick and down', () => {
    expect(sheetReleases({ distance: 30, elapsedMs: 40, sheetHeight: 600 })).toBe('close')
    expect(sheetReleases({ distance: 30, elapsedMs: 600, sheetHeight: 600 })).toBe('settle')
    // A twitch is no flick, however fast.
    expect(sheetReleases({ distance: 10, elapsedMs: 5, sheetHeight: 600 })).toBe('settle')
  })

  it('settles after a drag up or none, even an instant one', () => {
    expect(sheetReleases({ distance: 0, elapsedMs: 0, sheetHeight: 600 })).toBe('settle')
    expect(sheetReleases({ distance: -200, elapsedMs: 10, sheetHeight: 600 })).toBe('settle')
  })
})
