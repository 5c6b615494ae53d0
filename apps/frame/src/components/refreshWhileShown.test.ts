import { describe, expect, it } from 'vitest'
import { type RefreshEnvironment, refreshWhileShown, shownRefreshMs } from './refreshWhileShown'

/** A page whose visibility the test sets, and timers it runs by hand. */
function fakePage() {
  const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
  page.visibilityState = 'visible'
  const timers = new Map<number, { run: () => void; ms: number }>()
  let next = 0
  const environment: RefreshEnvironment = {
    document: page,
    setInterval: (run, ms) => {
      timers.set(++next, { run, ms })
      return next
    },
    clearInterval: (timer) => timers.delete(timer as number),
  }
  return {
    environment,
    timers,
    tick: () => {
      for (const timer of [...timers.values()]) timer.run()
    },
    show: (state: DocumentVisibilityState) => {
      page.visibilityState = state
      page.dispatchEvent(new Event('visibilitychange'))
    },
  }
}

describe('refreshWhileShown', () => {
  it('reads at each interval, 10 s unless told, and not at once', () => {
    const page = fakePage()
    let reads = 0
    refreshWhileShown(() => reads++, { environment: page.environment })
    expect(reads).toBe(0)
    expect([...page.timers.values()].map((timer) => timer.ms)).toEqual([shownRefreshMs])
    expect(shownRefreshMs).toBe(10_000)
    page.tick()
    page.tick()
    expect(reads).toBe(2)

    const other = fakePage()
    refreshWhileShown(() => undefined, { everyMs: 500, environment: other.environment })
    expect([...other.timers.values()].map((timer) => timer.ms)).toEqual([500])
  })

  it('reads nothing while the page is hidden, and reads at once when it shows again', () => {
    const page = fakePage()
    let reads = 0
    refreshWhileShown(() => reads++, { environment: page.environment })
    page.show('hidden')
    page.tick()
    page.tick()
    expect(reads).toBe(0)
    page.show('visible')
    expect(reads).toBe(1)
    // One timer still, started over from the read just made.
    expect(page.timers.size).toBe(1)
    page.tick()
    expect(reads).toBe(2)
  })

  it('stops: no timer is left, and showing the page again reads nothing', () => {
    const page = fakePage()
    let reads = 0
    const stop = refreshWhileShown(() => reads++, { environment: page.environment })
    stop()
    expect(page.timers.size).toBe(0)
    page.show('hidden')
    page.show('visible')
    page.tick()
    expect(reads).toBe(0)
  })
})
