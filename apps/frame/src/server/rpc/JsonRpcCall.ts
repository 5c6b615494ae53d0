import { InputText } from '@latch/protocol'
import { z } from 'zod'

/**
 * One JSON-RPC 2.0 request as the proxy accepts it. An `id` is required: a notification would get
 * no answer, and a read nobody waits for is of no use.
 */
export const JsonRpcCall = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([InputText.check(z.maxLength(200)), z.number()]),
  method: InputText.check(z.minLength(1)).check(z.maxLength(100)),
  params: z.union([z.array(z.unknown()), z.record(InputText, z.unknown())]).optional(),
})
export type JsonRpcCall = z.infer<typeof JsonRpcCall>

/** One JSON-RPC 2.0 answer: a result or an error, under the id of its request. */
export type JsonRpcAnswer = { jsonrpc: '2.0'; id: string | number | null } & (
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }
)
