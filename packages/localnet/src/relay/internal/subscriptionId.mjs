import { createHash } from 'node:crypto'

/**
 * The id of a client's subscription to a topic, computed as the SDK computes it on its side
 * (sha256 of topic + client id, hex), so both sides name a subscription alike.
 * @param {string} topic
 * @param {string} clientId
 * @returns {string}
 */
export function subscriptionId(topic, clientId) {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
