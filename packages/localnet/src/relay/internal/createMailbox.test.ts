import { describe, expect, it } from 'vitest'
import { createMailbox, type Letter } from './createMailbox.mjs'

const topicA = 'a'.repeat(64)
const topicB = 'b'.repeat(64)

function letter(overrides: Partial<Letter> = {}): Letter {
  return {
    topic: topicA,
    message: 'hello',
    ttlSeconds: 60,
    tag: 1108,
    attestation: '',
    publisher: 'did:key:z6MkPublisher',
    ...overrides,
  }
}

function clock(start = 1_000_000) {
  let time = start
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('createMailbox', () => {
  it('keeps a message for later subscribers, never for its publisher', () => {
    const time = clock()
    const mailbox = createMailbox({ now: time.now })
    const { entry, fresh } = mailbox.put(letter())
    expect(fresh).toBe(true)
    expect(entry).toMatchObject({
      topic: topicA,
      message: 'hello',
      publishedAt: 1_000_000,
      expiresAt: 1_060_000,
      tag: 1108,
    })
    expect(mailbox.undelivered(topicA, 'did:key:z6MkReader')).toEqual([entry])
    expect(mailbox.undelivered(topicA, 'did:key:z6MkPublisher')).toEqual([])
    expect(mailbox.undelivered(topicB, 'did:key:z6MkReader')).toEqual([])
  })

  it('counts the same message on the same topic once, and apart on another topic', () => {
    const mailbox = createMailbox()
    const first = mailbox.put(letter())
    const again = mailbox.put(letter())
    expect(again).toEqual({ entry: first.entry, fresh: false })
    expect(mailbox.put(letter({ topic: topicB })).fresh).toBe(true)
    expect(mailbox.stats()).toMatchObject({ entries: 2, topics: 2 })
  })

  it('leaves out entries a client was sent, whatever their state', () => {
    const mailbox = createMailbox()
    const { entry: sent } = mailbox.put(letter({ message: 'one' }))
    const { entry: acked } = mailbox.put(letter({ message: 'two' }))
    const { entry: fresh } = mailbox.put(letter({ message: 'three' }))
    sent.recipients.set('did:key:z6MkReader', 'sent')
    acked.recipients.set('did:key:z6MkReader', 'acked')
    expect(mailbox.undelivered(topicA, 'did:key:z6MkReader')).toEqual([fresh])
    expect(mailbox.undelivered(topicA, 'did:key:z6MkOther')).toEqual([sent, acked, fresh])
  })

  it('drops messages once their TTL has passed', () => {
    const time = clock()
    const mailbox = createMailbox({ now: time.now })
    const { entry: short } = mailbox.put(letter({ message: 'short', ttlSeconds: 1 }))
    const { entry: long } = mailbox.put(letter({ message: 'long', ttlSeconds: 10 }))
    time.advance(1000)
    expect(mailbox.holds(short)).toBe(false)
    expect(mailbox.undelivered(topicA, 'did:key:z6MkReader')).toEqual([long])
    time.advance(9000)
    expect(mailbox.sweep()).toBe(1)
    expect(mailbox.stats()).toEqual({ entries: 0, bytes: 0, topics: 0 })
  })

  it('stores an expired message again as new when it is published again', () => {
    const time = clock()
    const mailbox = createMailbox({ now: time.now })
    const first = mailbox.put(letter({ ttlSeconds: 1 }))
    time.advance(2000)
    const again = mailbox.put(letter({ ttlSeconds: 1 }))
    expect(again.fresh).toBe(true)
    expect(again.entry).not.toBe(first.entry)
    expect(mailbox.stats().entries).toBe(1)
  })

  it('cuts TTLs longer than the limit', () => {
    const time = clock()
    const mailbox = createMailbox({ now: time.now, maxTtlSeconds: 5 })
    expect(mailbox.put(letter({ ttlSeconds: 3600 })).entry.expiresAt).toBe(1_005_000)
  })

  it('lets the oldest messages of a topic make way past the per-topic limit', () => {
    const mailbox = createMailbox({ maxPerTopic: 2 })
    const { entry: one } = mailbox.put(letter({ message: 'one' }))
    const { entry: two } = mailbox.put(letter({ message: 'two' }))
    const { entry: three } = mailbox.put(letter({ message: 'three' }))
    const { entry: other } = mailbox.put(letter({ topic: topicB, message: 'other' }))
    expect(mailbox.holds(one)).toBe(false)
    expect(mailbox.undelivered(topicA, 'did:key:z6MkReader')).toEqual([two, three])
    expect(mailbox.holds(other)).toBe(true)
  })

  it('lets the oldest messages of any topic make way past the total limits', () => {
    const byCount = createMailbox({ maxEntries: 2 })
    const { entry: first } = byCount.put(letter({ message: 'one' }))
    byCount.put(letter({ topic: topicB, message: 'two' }))
    byCount.put(letter({ topic: topicB, message: 'three' }))
    expect(byCount.holds(first)).toBe(false)
    expect(byCount.stats()).toMatchObject({ entries: 2, topics: 1 })

    const bySize = createMailbox({ maxBytes: 64 + 10 })
    const { entry: small } = bySize.put(letter({ message: 'x'.repeat(5) }))
    const { entry: big } = bySize.put(letter({ topic: topicB, message: 'y'.repeat(10) }))
    expect(bySize.holds(small)).toBe(false)
    expect(bySize.holds(big)).toBe(true)
    expect(bySize.stats().bytes).toBe(74)
  })
})
