import type { ConnectMethod } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { orderConnectMethods } from './orderConnectMethods'

describe('orderConnectMethods', () => {
  it.each<[readonly ConnectMethod[] | undefined, ConnectMethod[]]>([
    [undefined, ['email', 'social', 'passkey', 'wallet']],
    [[], ['email', 'social', 'passkey', 'wallet']],
    [['wallet'], ['wallet', 'email', 'social', 'passkey']],
    [
      ['wallet', 'social', 'email'],
      ['wallet', 'social', 'email', 'passkey'],
    ],
    [
      ['passkey', 'social', 'wallet'],
      ['passkey', 'social', 'wallet', 'email'],
    ],
    [
      ['wallet', 'wallet', 'email'],
      ['wallet', 'email', 'social', 'passkey'],
    ],
    [
      ['bogus' as ConnectMethod, 'social'],
      ['social', 'email', 'passkey', 'wallet'],
    ],
  ])('orders %j as %j', (order, expected) => {
    expect(orderConnectMethods(order)).toEqual(expected)
  })
})
