import type { ConnectMethod } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { orderConnectMethods } from './orderConnectMethods'

describe('orderConnectMethods', () => {
  it.each<[readonly ConnectMethod[] | undefined, ConnectMethod[]]>([
    [undefined, ['email', 'social', 'wallet']],
    [[], ['email', 'social', 'wallet']],
    [['wallet'], ['wallet', 'email', 'social']],
    [
      ['wallet', 'social', 'email'],
      ['wallet', 'social', 'email'],
    ],
    [
      ['social', 'wallet'],
      ['social', 'wallet', 'email'],
    ],
    [
      ['wallet', 'wallet', 'email'],
      ['wallet', 'email', 'social'],
    ],
    [
      ['bogus' as ConnectMethod, 'social'],
      ['social', 'email', 'wallet'],
    ],
  ])('orders %j as %j', (order, expected) => {
    expect(orderConnectMethods(order)).toEqual(expected)
  })
})
