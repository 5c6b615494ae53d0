/**
 * The inbox's messages, newest first, keeping at most `maxMessages` (the oldest go first).
 * @param {number} maxMessages
 */
export function createMessageStore(maxMessages) {
  /** @type {import('../createSmtpInbox.mjs').InboxMessage[]} */
  const messages = []
  return {
    /** @param {import('../createSmtpInbox.mjs').InboxMessage} message */
    add(message) {
      messages.unshift(message)
      if (messages.length > maxMessages) messages.length = maxMessages
    },
    /**
     * Newest first; with `to`, only the messages sent to that address (compared in lower case).
     * @param {string} [to]
     */
    list(to) {
      const wanted = to?.trim().toLowerCase()
      if (!wanted) return [...messages]
      return messages.filter((message) => message.to.some((address) => address.toLowerCase() === wanted))
    },
    /** @param {string} id */
    get(id) {
      return messages.find((message) => message.id === id)
    },
    clear() {
      messages.length = 0
    },
  }
}

/** @typedef {ReturnType<typeof createMessageStore>} MessageStore */
