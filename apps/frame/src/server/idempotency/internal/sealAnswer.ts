import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** An answer as stored: enough to send it again byte for byte. */
export type StoredAnswer = { status: number; contentType: string | null; body: string }

const info = Buffer.from('latch idempotent answer v1')

function answerKey(idempotencyKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', idempotencyKey, Buffer.alloc(0), info, 32))
}

/**
 * Seals an answer (AES-256-GCM) under a key derived from the caller's Idempotency-Key, which the
 * server never stores: only the caller that holds the key, sending it again, opens the answer.
 *
 * @example
 * openAnswer(key, sealAnswer(key, { status: 200, contentType: 'application/json', body: '{}' }))
 */
export function sealAnswer(idempotencyKey: string, answer: StoredAnswer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', answerKey(idempotencyKey), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

/**
 * Opens what sealAnswer sealed under the same key; throws when the key is another or the text was
 * changed.
 *
 * @example
 * openAnswer(key, sealAnswer(key, answer)) // answer
 */
export function openAnswer(idempotencyKey: string, sealed: string): StoredAnswer {
  const bytes = Buffer.from(sealed, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', answerKey(idempotencyKey), bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  return JSON.parse(text) as StoredAnswer
}
