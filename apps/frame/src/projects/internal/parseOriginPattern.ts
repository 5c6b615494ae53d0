/** An origin pattern split into the parts that are compared; `port` is '' for the scheme's default port. */
type ParsedOriginPattern = {
  scheme: 'http' | 'https'
  host: string
  port: string | '*'
}

const patternShape = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\*|[0-9]+))?$/

/**
 * Accepts only canonical patterns (lowercase, no default port, no path or trailing slash), so that a
 * pattern means exactly what it says, and is also a valid CSP source expression that cannot smuggle in
 * another directive. Anything else (subdomain wildcards included) is not a pattern.
 */
export function parseOriginPattern(pattern: string): ParsedOriginPattern | undefined {
  const match = patternShape.exec(pattern)
  if (!match) return undefined
  const [, scheme, host, port = ''] = match
  if ((scheme !== 'http' && scheme !== 'https') || host === undefined) return undefined
  const concretePort = port === '*' ? '' : port
  const concrete = `${scheme}://${host}${concretePort ? `:${concretePort}` : ''}`
  if (canonicalOrigin(concrete) !== concrete) return undefined
  return { scheme, host, port }
}

/** The origin parts of `origin` when it is an http(s) origin serialized the way browsers send it. */
export function parseOrigin(origin: string): { scheme: string; host: string; port: string } | undefined {
  if (canonicalOrigin(origin) !== origin) return undefined
  const url = new URL(origin)
  return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port }
}

function canonicalOrigin(value: string): string | undefined {
  if (!/^https?:\/\//.test(value)) return undefined
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}
