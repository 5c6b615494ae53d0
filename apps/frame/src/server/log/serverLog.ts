import { createLogger, type Logger, type LogLevel } from './createLogger'

const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error']
const configured = process.env.LATCH_LOG_LEVEL as LogLevel | undefined

/** The one logger of the frame's server process; `LATCH_LOG_LEVEL` sets its level (info by default). */
const root = createLogger({ level: configured && levels.includes(configured) ? configured : 'info' })

/**
 * The server's logger for one of its areas ('api', 'db', 'embedded', ...): JSON lines, each with
 * its area and, inside a request, the request's id (see createLogger and withRequestId).
 *
 * @example
 * const log = serverLog('db')
 * log.error('idle Postgres client failed', { error })
 */
export function serverLog(area: string): Logger {
  return root.child({ area })
}
