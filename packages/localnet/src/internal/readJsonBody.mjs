/**
 * Reads a JSON request body of at most `maxBytes`. Throws a RangeError when the body is larger and
 * a SyntaxError when it is not JSON, so a server can answer 413 or 400.
 * @example
 * const body = await readJsonBody(request, 16 * 1024)
 * @param {import('node:http').IncomingMessage} request
 * @param {number} maxBytes
 * @returns {Promise<unknown>}
 */
export async function readJsonBody(request, maxBytes) {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes)
    throw new RangeError(`the body is over ${maxBytes} bytes`)
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > maxBytes) throw new RangeError(`the body is over ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}
