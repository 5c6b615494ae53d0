import type { z } from 'zod'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../api/ApiError'
import type { BitcoinChain } from './BitcoinChain'

const log = serverLog('bitcoin')
const esploraTimeoutMs = 10_000

/**
 * One call to a Bitcoin network's Esplora API (`path` from its root, such as `/fee-estimates`),
 * answered as its text. An Esplora that does not answer within 10 s, or answers a 5xx, is a 502
 * naming the network; a 4xx is Esplora's refusal of what was asked, given back to the caller
 * (`refused`) or, where none is given, a 502 too.
 *
 * @example
 * const text = await esploraFetch(chain, '/blocks/tip/height') // '432'
 */
export async function esploraFetch(
  chain: BitcoinChain,
  path: string,
  options: { body?: string; refused?: (reason: string) => ApiError } = {},
): Promise<string> {
  const { network, esploraUrl } = chain
  const failed = (error: unknown): never => {
    log.error(`the Bitcoin network ${network.caipNetworkId} did not answer`, { error, path })
    throw new ApiError(502, `The Bitcoin network ${network.caipNetworkId} did not answer`)
  }
  const response = await fetch(`${esploraUrl}${path}`, {
    ...(options.body === undefined
      ? {}
      : { method: 'POST', body: options.body, headers: { 'content-type': 'text/plain' } }),
    signal: AbortSignal.timeout(esploraTimeoutMs),
  }).catch(failed)
  const text = await response.text().catch(failed)
  if (response.ok) return text
  if (response.status >= 400 && response.status < 500 && options.refused) throw options.refused(text.trim())
  return failed(new Error(`${response.status} ${text}`))
}

/**
 * esploraFetch's answer read as JSON and parsed by `shape`; an answer of another shape is the
 * network's failure, a 502.
 *
 * @example
 * const estimates = await esploraJson(chain, '/fee-estimates', BitcoinFeeEstimates)
 */
export async function esploraJson<T>(
  chain: BitcoinChain,
  path: string,
  shape: z.ZodType<T>,
  options: Pick<Parameters<typeof esploraFetch>[2] & object, 'refused'> = {},
): Promise<T> {
  const text = await esploraFetch(chain, path, options)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    value = undefined
  }
  const parsed = shape.safeParse(value)
  if (parsed.success) return parsed.data
  log.error(`the Bitcoin network ${chain.network.caipNetworkId} answered something else`, { path })
  throw new ApiError(502, `The Bitcoin network ${chain.network.caipNetworkId} did not answer`)
}
