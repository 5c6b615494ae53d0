import {
  ProviderRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@latch/protocol/errors'

type Response = { result?: unknown; error?: { code?: unknown; message?: unknown } } | null | undefined

// The JSON-RPC error codes Bitcoin wallets answer, as EIP-1193 has them: sats-connect's user's no
// (-32000), a method the wallet lacks, a page it has not connected; Leather's no is 4001 already.
const codes: Record<number, () => ProviderRpcError> = {
  [-32000]: () => new UserRejectedRequestError(),
  4001: () => new UserRejectedRequestError(),
  [-32601]: () => new UnsupportedProviderMethodError(),
  [-32001]: () => new UnsupportedProviderMethodError(),
  [-32002]: () => new UnauthorizedProviderError(),
}

const isResponse = (value: unknown): value is NonNullable<Response> =>
  typeof value === 'object' && value !== null && ('error' in value || 'result' in value)

function refusal({ code, message }: { code?: unknown; message?: unknown }): ProviderRpcError {
  const known = typeof code === 'number' ? codes[code] : undefined
  if (known) return known()
  return new ProviderRpcError(
    typeof code === 'number' ? code : -32603,
    typeof message === 'string' ? message : 'The wallet refused the request.',
  )
}

/**
 * Calls a Bitcoin wallet that answers JSON-RPC responses (sats-connect's wallets, Leather): its
 * `result`, or its `error` as the EIP-1193 error of that meaning, whether the wallet resolves with
 * the error (sats-connect) or rejects with it (Leather). Anything else it throws is passed on.
 *
 * @example
 * const result = await callJsonRpcWallet((method, params) => provider.request(method, params), 'getAccounts', {})
 */
export async function callJsonRpcWallet(
  request: (method: string, params: unknown) => Promise<unknown>,
  method: string,
  params: unknown,
): Promise<unknown> {
  let response: Response
  try {
    response = (await request(method, params)) as Response
  } catch (thrown) {
    if (isResponse(thrown) && thrown.error) throw refusal(thrown.error)
    throw thrown
  }
  if (response?.error) throw refusal(response.error)
  return response?.result
}
