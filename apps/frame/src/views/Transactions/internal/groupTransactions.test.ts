import type { TransactionHistoryItem } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { groupTransactions } from './groupTransactions'

const item = (id: string, minedAt: string): TransactionHistoryItem => ({
  id,
  metadata: { minedAt },
  transfers: [],
})
const shape = (groups: ReturnType<typeof groupTransactions>) =>
  groups.map(({ year, months }) => [
    year,
    months.map(({ label, items }) => [label, items.map(({ id }) => id)]),
  ])

describe('groupTransactions', () => {
  it('groups by year then month, newest first at every level, whatever order the items came in', () => {
    const groups = groupTransactions(
      [
        item('dec-29', '2029-12-31T10:00:00.000Z'),
        item('mar-30-early', '2030-03-02T10:00:00.000Z'),
        item('jan-30', '2030-01-15T10:00:00.000Z'),
        item('mar-30-late', '2030-03-20T10:00:00.000Z'),
        item('nov-29', '2029-11-01T10:00:00.000Z'),
      ],
      { timeZone: 'UTC' },
    )
    expect(shape(groups)).toEqual([
      [
        '2030',
        [
          ['March', ['mar-30-late', 'mar-30-early']],
          ['January', ['jan-30']],
        ],
      ],
      [
        '2029',
        [
          ['December', ['dec-29']],
          ['November', ['nov-29']],
        ],
      ],
    ])
  })

  it("puts an item in the visitor's month, not UTC's, across a year's end", () => {
    // 02:30 UTC on 1 January is still the evening of 31 December in New York.
    const newYear = [item('eve', '2030-01-01T02:30:00.000Z')]
    expect(shape(groupTransactions(newYear, { timeZone: 'America/New_York' }))).toEqual([
      ['2029', [['December', ['eve']]]],
    ])
    expect(shape(groupTransactions(newYear, { timeZone: 'UTC' }))).toEqual([['2030', [['January', ['eve']]]]])
  })

  it('keeps the same month of two years apart, and leaves out an item without a readable time', () => {
    const groups = groupTransactions(
      [
        item('a', '2030-05-01T00:00:00.000Z'),
        item('bad', 'yesterday'),
        item('b', '2029-05-01T00:00:00.000Z'),
      ],
      { timeZone: 'UTC' },
    )
    expect(shape(groups)).toEqual([
      ['2030', [['May', ['a']]]],
      ['2029', [['May', ['b']]]],
    ])
  })

  it("names the months in the visitor's language", () => {
    const items = [item('mar', '2030-03-05T12:00:00.000Z'), item('dec', '2029-12-05T12:00:00.000Z')]
    expect(shape(groupTransactions(items, { timeZone: 'UTC', locale: 'de' }))).toEqual([
      ['2030', [['März', ['mar']]]],
      ['2029', [['Dezember', ['dec']]]],
    ])
    expect(shape(groupTransactions(items, { timeZone: 'UTC', locale: 'ja' }))[0]).toEqual([
      '2030年',
      [['3月', ['mar']]],
    ])
    expect(groupTransactions(items, { timeZone: 'UTC', locale: 'ru' })[0]?.months[0]?.label).toBe('март')
  })
})
