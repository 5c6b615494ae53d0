import { z } from 'zod'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../api/ApiError'
import { OnrampTransaction } from './OnrampTransaction'
import type { OnrampConfig } from './onrampConfigFromEnv'

const log = serverLog('onramp')

const Answer = z.object({ transactions: z.array(z.unknown()).max(1000) })

// What the caller sees when the provider's status API fails it.
const onrampUnavailable = 'The onramp provider did not answer'

/**
 * The purchases the provider has filed under `partnerUserId`, newest first, read from its status API
 * each time (never a cache: docs/behaviour.md#constants-and-limits) within 5 s. A provider that cannot be reached, refuses the
 * key, or answers something else than its list is a 502; a single purchase it describes wrongly is
 * left out (and logged) rather than hiding the others.
 *
 * @example
 * const purchases = await fetchOnrampTransactions(onrampConfigFromEnv(), '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc')
 * purchases[0]?.status // 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
 */
export async function fetchOnrampTransactions(
  config: Pick<OnrampConfig, 'url' | 'key'>,
  partnerUserId: string,
): Promise<OnrampTransaction[]> {
  const url = `${config.url}/api/v1/buy/user/${encodeURIComponent(partnerUserId)}/transactions`
  let body: unknown
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${config.key}`, accept: 'application/json' },
      cache: 'no-store',
      redirect: 'error',
      signal: AbortSignal.timeout(5_000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    body = await response.json()
  } catch (error) {
    log.error(`${url} failed`, { error })
    throw new ApiError(502, onrampUnavailable)
  }
  const answer = Answer.safeParse(body)
  if (!answer.success) {
    log.error(`${url} answered no transaction list`, { detail: answer.error.issues[0]?.message })
    throw new ApiError(502, onrampUnavailable)
  }
  return answer.data.transactions.flatMap((entry) => {
    const parsed = OnrampTransaction.safeParse(entry)
    if (parsed.success) return [parsed.data]
    const issue = parsed.error.issues[0]
    log.warn(`${url}: a purchase left out`, { detail: `${issue?.path.join('.')}: ${issue?.message}` })
    return []
  })
}
