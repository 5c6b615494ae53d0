import { viewNames } from '@latch/shared-types'
import { describe, expect, test } from 'vitest'
import {
  Address,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  Hex,
  MessageId,
  ProtocolError,
  ThemeMode,
  ViewName,
} from './primitives'

const address = `0x${'aB'.repeat(20)}`

test.each([
  [Hex, ['0x', '0x0', '0xdeadBEEF'], ['', '0', 'deadbeef', '0X00', '0xg', ' 0x00', 1]],
  [
    Address,
    [address, address.toLowerCase()],
    [address.slice(0, -1), `${address}0`, `0X${address.slice(2)}`, `0x${'g'.repeat(40)}`, 'vitalik.eth'],
  ],
  [
    CaipNetworkId,
    [
      'eip155:1',
      'eip155:31337',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
      'near:mainnet',
    ],
    [
      'eip155',
      'eip155:',
      'cosmos:cosmoshub-4',
      'EIP155:1',
      `eip155:${'1'.repeat(33)}`,
      'eip155:1:0xab',
      'eip155:1 ',
    ],
  ],
  [
    CaipAddress,
    [`eip155:1:${address}`, 'near:mainnet:alice.near'],
    ['eip155:1', `cosmos:1:${address}`, `eip155:1:${'a'.repeat(129)}`, 'eip155:1:a/b', 'eip155:1:'],
  ],
  [ChainNamespace, ['eip155', 'solana', 'bip122', 'near'], ['cosmos', 'EIP155', '']],
  [ThemeMode, ['light', 'dark'], ['system', 'Dark', '', null]],
  [MessageId, ['a', 'x'.repeat(64)], ['', 'x'.repeat(65), 1]],
  [ViewName, [...viewNames], ['Nope', 'connect', '']],
] as const)('%#: the schema takes the good values and refuses the bad', (schema, good, bad) => {
  for (const value of good) expect(schema.safeParse(value).success, String(value)).toBe(true)
  for (const value of bad) expect(schema.safeParse(value).success, String(value)).toBe(false)
})

describe('ViewName', () => {
  const refusal = (input: unknown) => ViewName.safeParse(input).error?.issues[0]?.message ?? ''

  test('names a refused view in its message, quoted and cut to 64 characters', () => {
    expect(refusal('ConnectingTelegram')).toMatch(
      /^Unknown view "ConnectingTelegram": the modal has Account, /,
    )
    expect(refusal('x'.repeat(10_000))).toContain(`"${'x'.repeat(64)}"`)
    expect(refusal('x'.repeat(10_000)).length).toBeLessThan(2000)
  })

  test('names any other value by its type, even one nested 10,000 deep', () => {
    let deep: Record<string, unknown> = {}
    for (let i = 0; i < 10_000; i++) deep = { a: deep }
    expect(refusal(deep)).toMatch(/^Unknown view object: the modal has /)
    expect(refusal(deep).length).toBeLessThan(2000)
    expect(refusal(42)).toMatch(/^Unknown view number: /)
  })
})

describe('ProtocolError', () => {
  test('carries a code, a message and optional data', () => {
    expect(ProtocolError.parse({ code: 4001, message: 'User rejected the request.' })).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(ProtocolError.parse({ code: -32602, message: '', data: [1] })).toEqual({
      code: -32602,
      message: '',
      data: [1],
    })
  })

  test.each([
    { code: 4001.5, message: 'x' },
    { code: 2 ** 53, message: 'x' },
    { code: '4001', message: 'x' },
    { message: 'x' },
    { code: 4001 },
    { code: 4001, message: 'x'.repeat(2001) },
  ])('refuses %j', (value) => {
    expect(ProtocolError.safeParse(value).success).toBe(false)
  })
})
