import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceLatch } from './announceLatch'

const details: CustomEvent['detail'][] = []
const record = (event: Event) => details.push((event as CustomEvent).detail)
addEventListener('eip6963:announceProvider', record)

afterEach(() => {
  details.length = 0
})

describe('announceLatch', () => {
  it('announces a frozen Latch provider detail at once and on every request', () => {
    const provider = { request: vi.fn() }
    const stop = announceLatch(provider)
    dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    const [detail] = details
    expect(details[1]).toBe(detail)
    expect(detail.provider).toBe(provider)
    expect(detail.info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'Latch',
      icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      rdns: 'id.latch',
    })
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail.info)).toBe(true)
    stop()
    dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
  })

  it('gives each Latch its own uuid', () => {
    announceLatch({})()
    announceLatch({})()
    expect(details[0].info.uuid).not.toBe(details[1].info.uuid)
  })
})
