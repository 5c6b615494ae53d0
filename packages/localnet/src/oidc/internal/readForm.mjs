/**
 * Reads an application/x-www-form-urlencoded request body, refusing bodies over `limit` bytes
 * (the login form is a single field).
 * @param {import('node:http').IncomingMessage} request
 * @param {number} [limit]
 * @returns {Promise<URLSearchParams>}
 */
export async function readForm(request, limit = 16 * 1024) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > limit) throw new Error(`form body over ${limit} bytes`)
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
