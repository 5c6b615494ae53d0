/**
 * The first of `codings` (the server's order of preference) that `request`'s Accept-Encoding takes:
 * named with a weight above 0, or else under `*` with one; undefined when it takes none of them (no
 * header takes none: identity, the one coding always acceptable, is never offered here). The header
 * is read once, however many codings are offered.
 *
 * @param {import('node:http').IncomingMessage} request
 * @template {string} Coding
 * @param {readonly Coding[]} codings lower case, as `br` or `gzip`
 * @returns {Coding | undefined}
 * @example
 * const coding = preferredEncoding(request, ['br', 'gzip'])
 */
export function preferredEncoding(request, codings) {
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const entry of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (!name) continue
    const weight = parameters.find((parameter) => parameter.startsWith('q='))
    weights.set(name, weight === undefined ? 1 : Number(weight.slice(2)))
  }
  return codings.find((coding) => {
    const weight = weights.get(coding) ?? weights.get('*')
    return weight !== undefined && weight > 0
  })
}
