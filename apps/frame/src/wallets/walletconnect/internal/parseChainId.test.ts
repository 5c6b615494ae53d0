import { expect, it } from 'vitest'
import { parseChainId } from './parseChainId'

it.each([
  [31337, 31337],
  ['0x7a69', 31337],
  ['0X7A69', 31337],
  ['31337', 31337],
  ['eip155:31337', 31337],
  ['eip155:0x7a69', 31337],
])('reads %o as %i', (value, chainId) => {
  expect(parseChainId(value)).toBe(chainId)
})

it.each([
  [0],
  [-1],
  [1.5],
  [Number.NaN],
  [2 ** 60],
  [''],
  ['0x'],
  ['solana:1'],
  ['12abc'],
  [null],
  [undefined],
  [{}],
])('rejects %o', (value) => {
  expect(parseChainId(value)).toBeUndefined()
})
