import { ApiError } from '@/server/api/ApiError'
import { JsonRpcCall } from './JsonRpcCall'

/** The largest body the proxy reads: an eth_call of a large contract's creation code fits many times. */
export const maxRpcBodyBytes = 512 * 1024
/** The most requests a batch may hold; the frame's own reads send one at a time. */
export const maxRpcBatchLength = 100

/** A request body read: its calls, and whether they came as a batch (which is answered as one). */
type RpcBody = { batch: boolean; calls: JsonRpcCall[] }

/**
 * Reads a JSON-RPC body, single or batch, refusing what the proxy will not take with an ApiError
 * that names the field: 413 past `maxRpcBodyBytes` or `maxRpcBatchLength`, 400 for anything that
 * is not JSON-RPC 2.0 requests (the `parameter` is `body`, or `method` / `[2].method` for a field
 * of a request).
 *
 * @example
 * const { batch, calls } = await readRpcBody(request)
 */
export async function readRpcBody(request: Request): Promise<RpcBody> {
  const text = await readCappedText(request, maxRpcBodyBytes)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The request body must be JSON', { parameter: 'body' })
  }
  if (Array.isArray(body)) {
    if (body.length === 0) throw new ApiError(400, 'The batch is empty', { parameter: 'body' })
    if (body.length > maxRpcBatchLength)
      throw new ApiError(413, `A batch holds at most ${maxRpcBatchLength} requests`, { parameter: 'body' })
    return { batch: true, calls: body.map((entry, index) => parseCall(entry, `[${index}]`)) }
  }
  return { batch: false, calls: [parseCall(body, '')] }
}

function parseCall(entry: unknown, prefix: string): JsonRpcCall {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    throw new ApiError(400, 'The request body must be a JSON-RPC request or a batch of them', {
      parameter: prefix ? `body${prefix}` : 'body',
    })
  const parsed = JsonRpcCall.safeParse(entry)
  if (parsed.success) return parsed.data
  const [issue] = parsed.error.issues
  const field = issue?.path.map(String).join('.') || 'body'
  const parameter = prefix ? `${prefix}.${field}` : field
  const top = issue?.path[0]
  const missing = top !== undefined && !(String(top) in entry)
  throw new ApiError(
    400,
    missing ? `Missing parameter '${parameter}'` : `Invalid parameter '${parameter}': ${issue?.message}`,
    { parameter },
  )
}

async function readCappedText(request: Request, limit: number): Promise<string> {
  const tooLarge = () =>
    new ApiError(413, `The request body is larger than ${limit} bytes`, { parameter: 'body' })
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    // The declared length may be absent or wrong (chunked bodies): count what actually arrives.
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
