import { describe, expect, it } from 'vitest'
import { createLogger, type LogLevel } from './createLogger'
import { withRequestId } from './requestId'

function recording(level?: LogLevel) {
  const lines: { level: LogLevel; entry: Record<string, unknown> }[] = []
  const logger = createLogger({
    level,
    now: () => new Date('2030-01-01T12:00:00Z'),
    write: (at, line) => lines.push({ level: at, entry: JSON.parse(line) }),
  })
  return { logger, lines }
}

describe('createLogger', () => {
  it('writes one JSON object per line: time, level, message, then the fields of its child and the call', () => {
    const { logger, lines } = recording()
    logger.child({ area: 'db' }).warn('pool is full', { waiting: 3 })
    expect(lines).toEqual([
      {
        level: 'warn',
        entry: {
          time: '2030-01-01T12:00:00.000Z',
          level: 'warn',
          msg: 'pool is full',
          area: 'db',
          waiting: 3,
        },
      },
    ])
  })

  it('writes an Error whole: name, message, code, stack and its causes', () => {
    const { logger, lines } = recording()
    const root = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    logger.error('query failed', { error: new TypeError('Failed query', { cause: root }) })
    expect(lines[0]?.entry.error).toMatchObject({
      name: 'TypeError',
      message: 'Failed query',
      stack: expect.stringContaining('TypeError: Failed query'),
      cause: { name: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' },
    })
  })

  it('leaves out lines below its level', () => {
    const { logger, lines } = recording('warn')
    logger.debug('a')
    logger.info('b')
    logger.warn('c')
    logger.error('d')
    expect(lines.map((line) => line.entry.msg)).toEqual(['c', 'd'])
  })

  it("carries the id of the request being handled, across awaits; a proxy's id is kept, anything else replaced", async () => {
    const { logger, lines } = recording()
    const passed = new Request('http://frame.test/api', { headers: { 'x-request-id': 'f3c1a9e0-nginx-42' } })
    await withRequestId(passed, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.info('inside')
    })
    const forged = new Request('http://frame.test/api', {
      headers: { 'x-request-id': '"},"level":"error' },
    })
    withRequestId(forged, () => logger.info('forged'))
    logger.info('outside')
    expect(lines.map(({ entry }) => [entry.msg, entry.requestId])).toEqual([
      ['inside', 'f3c1a9e0-nginx-42'],
      ['forged', expect.stringMatching(/^[0-9a-f-]{36}$/)],
      ['outside', undefined],
    ])
  })
})
