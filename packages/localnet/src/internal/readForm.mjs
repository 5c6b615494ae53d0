/**
 * Reads an `application/x-www-form-urlencoded` request body of at most `maxBytes`, as name/value
 * pairs in order. Answers 'too large' as soon as it is (the rest is left unread: answer with
 * `Connection: close`) or 'not a form'.
 * @example
 * const form = await readForm(request, 16 * 1024)
 * if (!Array.isArray(form)) answer(form === 'too large' ? 413 : 415)
 * @param {import('node:http').IncomingMessage} request
 * @param {number} maxBytes
 * @returns {Promise<[string, string][] | 'too large' | 'not a form'>}
 */
export function readForm(request, maxBytes) {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return Promise.resolve('not a form')
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve('too large')
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length
      if (size <= maxBytes) {
        chunks.push(chunk)
        return
      }
      request.off('data', onData)
      request.pause()
      resolve('too large')
    }
    request.on('data', onData)
    request.once('error', reject)
    request.once('end', () => resolve([...new URLSearchParams(Buffer.concat(chunks).toString('utf8'))]))
  })
}
