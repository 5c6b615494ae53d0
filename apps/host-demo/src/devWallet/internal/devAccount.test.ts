import { describe, expect, it } from 'vitest'
import { devAccount, devAccountAddress } from './devAccount'

describe('devAccount', () => {
  it('is the account of the address the page announces before it is made', () => {
    expect(devAccount().address).toBe(devAccountAddress)
    expect(devAccount()).toBe(devAccount())
  })
})
