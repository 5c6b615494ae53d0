import { ApiError } from '../api/ApiError'

// A UUID, or any opaque token of the same kind: 16 to 128 characters of a URL-safe alphabet.
const shape = /^[A-Za-z0-9_-]{16,128}$/

/**
 * The request's `Idempotency-Key` header, or undefined when it has none; 400 naming the header
 * when it is not 16 to 128 characters of letters, digits, `-` and `_` (a UUID fits).
 *
 * @example
 * readIdempotencyKey(new Request(url, { headers: { 'idempotency-key': crypto.randomUUID() } }))
 */
export function readIdempotencyKey(request: Request): string | undefined {
  const value = request.headers.get('idempotency-key')
  if (value === null) return undefined
  if (!shape.test(value))
    throw new ApiError(400, 'Invalid Idempotency-Key: 16 to 128 letters, digits, - or _', {
      parameter: 'Idempotency-Key',
    })
  return value
}
