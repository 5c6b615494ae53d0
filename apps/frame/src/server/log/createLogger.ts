import { currentRequestId } from './requestId'

const severities = { debug: 20, info: 30, warn: 40, error: 50 } as const

/** How bad a line is; lines below a logger's level are not written. */
export type LogLevel = keyof typeof severities

/** What a line says besides its message: any JSON-able values; an Error anywhere is written out whole. */
export type LogFields = Record<string, unknown>

/** Writes JSON lines: one object per line, with time, level, message, the request's id and `fields`. */
export type Logger = {
  error(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  debug(message: string, fields?: LogFields): void
  /** A logger whose every line also carries `fields` (e.g. `{ area: 'db' }`). */
  child(fields: LogFields): Logger
}

type LoggerOptions = {
  /** The least severe level written; `info` unless given. */
  level?: LogLevel | undefined
  /** Where a line goes; by default errors and warnings to stderr, the rest to stdout, through console. */
  write?: (level: LogLevel, line: string) => void
  now?: () => Date
}

/**
 * A structured logger: each line is one JSON object (`time`, `level`, `msg`, `requestId` inside a
 * request, then the fields), which any log collector parses, and an Error in the fields keeps its
 * name, message, code, stack and causes. Written through console, so that Next's and Node's
 * handling of output stays as it is.
 *
 * @example
 * const log = createLogger({ level: 'info' }).child({ area: 'db' })
 * log.error('idle Postgres client failed', { error })
 * // {"time":"…","level":"error","msg":"idle Postgres client failed","area":"db","error":{"name":"Error",…}}
 */
export function createLogger(options: LoggerOptions = {}, fields: LogFields = {}): Logger {
  const least = severities[options.level ?? 'info']
  const write = options.write ?? writeToConsole
  const now = options.now ?? (() => new Date())
  const line =
    (level: LogLevel) =>
    (message: string, extra: LogFields = {}) => {
      if (severities[level] < least) return
      const requestId = currentRequestId()
      const entry = {
        time: now().toISOString(),
        level,
        msg: message,
        ...(requestId === undefined ? {} : { requestId }),
        ...fields,
        ...extra,
      }
      write(
        level,
        JSON.stringify(entry, (_key, value: unknown) =>
          value instanceof Error ? describeError(value, 0) : value,
        ),
      )
    }
  return {
    error: line('error'),
    warn: line('warn'),
    info: line('info'),
    debug: line('debug'),
    child: (more) => createLogger(options, { ...fields, ...more }),
  }
}

function writeToConsole(level: LogLevel, line: string) {
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

// An Error as JSON: what it is and where it came from, its causes a few deep.
function describeError(error: Error, depth: number): Record<string, unknown> {
  const code = (error as { code?: unknown }).code
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
    ...(error.cause instanceof Error && depth < 5 ? { cause: describeError(error.cause, depth + 1) } : {}),
  }
}
