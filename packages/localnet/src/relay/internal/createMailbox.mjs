import { createHash } from 'node:crypto'

/**
 * @typedef {object} MailboxEntry
 * @property {string} topic
 * @property {string} message the encrypted envelope, as published
 * @property {string} hash sha256 of `message`, hex: a message's identity within its topic
 * @property {number} publishedAt ms since the epoch
 * @property {number} expiresAt ms since the epoch
 * @property {number} tag
 * @property {string} attestation
 * @property {string} publisher the client id that published it, never a recipient
 * @property {Map<string, 'sent' | 'acked'>} recipients client ids it went to, by delivery state
 * @property {number} bytes what it counts against the size limit
 */

/**
 * @typedef {object} MailboxLimits
 * @property {number} [maxPerTopic] entries kept per topic; the oldest make way
 * @property {number} [maxEntries] entries kept in all
 * @property {number} [maxBytes] characters of topics and messages kept in all
 * @property {number} [maxTtlSeconds] longer TTLs are cut to this
 * @property {() => number} [now] the clock, in ms
 */

/**
 * @typedef {object} Letter
 * @property {string} topic
 * @property {string} message
 * @property {number} ttlSeconds
 * @property {number} tag
 * @property {string} attestation
 * @property {string} publisher
 */

/**
 * @typedef {object} Mailbox
 * @property {(letter: Letter) => { entry: MailboxEntry, fresh: boolean }} put stores a message
 *   until its TTL; the same message again on the same topic is the entry already kept (not fresh)
 * @property {(topic: string, clientId: string) => MailboxEntry[]} undelivered live entries of a
 *   topic that `clientId` neither published nor was sent yet, oldest first
 * @property {(entry: MailboxEntry) => boolean} holds whether the entry is still kept
 * @property {() => number} sweep drops expired entries, returning how many
 * @property {() => { entries: number, bytes: number, topics: number }} stats
 */

const defaults = {
  maxPerTopic: 500,
  maxEntries: 20_000,
  maxBytes: 64 * 1024 * 1024,
  maxTtlSeconds: 30 * 24 * 60 * 60,
}

/**
 * Messages kept per topic until their TTL, so that a subscriber that comes later (or comes back)
 * still gets them, with per-client delivery state so nobody gets a message twice. Memory is
 * bounded: past a limit the oldest entries go first.
 * @param {MailboxLimits} [limits]
 * @returns {Mailbox}
 */
export function createMailbox(limits = {}) {
  const {
    maxPerTopic = defaults.maxPerTopic,
    maxEntries = defaults.maxEntries,
    maxBytes = defaults.maxBytes,
    maxTtlSeconds = defaults.maxTtlSeconds,
    now = Date.now,
  } = limits
  /** @type {Map<string, Map<string, MailboxEntry>>} insertion order is age order */
  const topics = new Map()
  /** @type {Set<MailboxEntry>} insertion order is age order, across topics */
  const all = new Set()
  let bytes = 0

  /** @param {MailboxEntry} entry */
  function remove(entry) {
    if (!all.delete(entry)) return
    bytes -= entry.bytes
    const entries = topics.get(entry.topic)
    entries?.delete(entry.hash)
    if (entries?.size === 0) topics.delete(entry.topic)
  }

  /** @param {MailboxEntry} entry */
  function expired(entry) {
    return entry.expiresAt <= now()
  }

  return {
    put(letter) {
      const hash = createHash('sha256').update(letter.message, 'utf8').digest('hex')
      const entries = topics.get(letter.topic) ?? new Map()
      const kept = entries.get(hash)
      if (kept && !expired(kept)) return { entry: kept, fresh: false }
      if (kept) remove(kept)
      const publishedAt = now()
      /** @type {MailboxEntry} */
      const entry = {
        topic: letter.topic,
        message: letter.message,
        hash,
        publishedAt,
        expiresAt: publishedAt + Math.min(letter.ttlSeconds, maxTtlSeconds) * 1000,
        tag: letter.tag,
        attestation: letter.attestation,
        publisher: letter.publisher,
        recipients: new Map(),
        bytes: letter.topic.length + letter.message.length,
      }
      entries.set(hash, entry)
      topics.set(letter.topic, entries)
      all.add(entry)
      bytes += entry.bytes
      for (const oldest of entries.values()) {
        if (entries.size <= maxPerTopic) break
        remove(oldest)
      }
      for (const oldest of all) {
        if (all.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
      return { entry, fresh: true }
    },

    undelivered(topic, clientId) {
      const entries = topics.get(topic)
      if (!entries) return []
      const found = []
      for (const entry of [...entries.values()]) {
        if (expired(entry)) remove(entry)
        else if (entry.publisher !== clientId && !entry.recipients.has(clientId)) found.push(entry)
      }
      return found
    },

    holds(entry) {
      return all.has(entry) && !expired(entry)
    },

    sweep() {
      let removed = 0
      for (const entry of [...all]) {
        if (!expired(entry)) continue
        remove(entry)
        removed += 1
      }
      return removed
    },

    stats() {
      return { entries: all.size, bytes, topics: topics.size }
    },
  }
}
