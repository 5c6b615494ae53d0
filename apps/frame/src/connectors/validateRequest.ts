import { errorCodes, ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol'
import { invalidParamsMessage, type ParamIssue } from '@latch/protocol/invalidParamsMessage'
import { loadOnce } from '@/platform/loadOnce'

/** A request the method table allows, with its params as they came and as its schema parsed them. */
export type ValidatedRequest = {
  method: string
  /** As the caller sent them: what an external wallet is asked with. */
  params: unknown
  /** As the method's schema parsed them (the params themselves where no schema describes them). */
  checked: unknown
}

type ParamSchemas = Record<
  string,
  {
    safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: ParamIssue[] } }
  }
>

// The method table and its parameter schemas load with the first request: the schemas are most of
// the protocol's size, and the modal paints without either.
const methodTable = loadOnce(() =>
  Promise.all([import('@latch/protocol/methods'), import('@latch/protocol/rpcParams')]).then(
    ([{ methodInfo }, { rpcParams }]) => ({
      isMethod: (method: string) => methodInfo(method) !== undefined,
      paramSchemas: rpcParams as ParamSchemas,
    }),
  ),
)

/**
 * Checks a request against the method table once, for everyone on its way: 4200 for a method off
 * the table, -32602 (naming the parameter and the issue) for params its schema refuses. What it
 * answers carries the parsed params, which the embedded wallet's handlers use as they are
 * (docs/methods.md).
 *
 * @example
 * await validateRequest({ method: 'eth_sign' }) // throws UnsupportedProviderMethodError (4200)
 * (await validateRequest({ method: 'personal_sign', params: ['0x68', address] })).checked // ['0x68', address]
 */
export async function validateRequest(request: {
  method: string
  params?: unknown
}): Promise<ValidatedRequest> {
  const { method, params } = request
  const { isMethod, paramSchemas } = await methodTable()
  if (!isMethod(method)) throw new UnsupportedProviderMethodError({ details: method })
  const schema = paramSchemas[method]
  if (!schema) return { method, params, checked: params }
  const parsed = schema.safeParse(params ?? [])
  if (!parsed.success)
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      invalidParamsMessage(method, parsed.error?.issues[0]),
    )
  return { method, params, checked: parsed.data }
}
