/**
 * Whether `request`'s Accept-Encoding takes `coding`: named with a weight above 0, or else under `*`
 * with one. No header takes none (identity, the one coding always acceptable, is never asked here).
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {string} coding lower case, as `gzip` or `br`
 * @returns {boolean}
 * @example
 * if (acceptsEncoding(request, 'gzip')) body = gzipSync(body)
 */
export function acceptsEncoding(request, coding) {
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const entry of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (!name) continue
    const weight = parameters.find((parameter) => parameter.startsWith('q='))
    weights.set(name, weight === undefined ? 1 : Number(weight.slice(2)))
  }
  const weight = weights.get(coding) ?? weights.get('*')
  return weight !== undefined && weight > 0
}
