import { describe, expect, it } from 'vitest'
import { formatTable } from './formatTable.mjs'

describe('formatTable', () => {
  it('aligns every column to its widest cell', () => {
    expect(
      formatTable([
        ['frame', 'http://127.0.0.1:3000', '/embed'],
        ['devnet-a', 'http://127.0.0.1:8545', 'eip155:31337'],
      ]),
    ).toBe(
      [
        '  frame      http://127.0.0.1:3000   /embed',
        '  devnet-a   http://127.0.0.1:8545   eip155:31337',
      ].join('\n'),
    )
  })

  it('leaves no trailing blanks when the last cell is empty or rows are short', () => {
    expect(formatTable([['a', 'long value', ''], ['bbb']])).toBe('  a     long value\n  bbb')
  })
})
