import { describe, expect, it } from 'vitest'
import { judgeCardPayment } from './judgeCardPayment.mjs'

const now = Date.UTC(2026, 4, 15) // 15 May 2026
const card = { cardNumber: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }

describe('judgeCardPayment', () => {
  it('pays with the test card, with or without spaces, through the end of its expiry month', () => {
    expect(judgeCardPayment(card, now)).toEqual({ outcome: 'paid' })
    expect(
      judgeCardPayment({ ...card, cardNumber: '4242424242424242', expiry: '1/2031', cvc: '1234' }, now),
    ).toEqual({ outcome: 'paid' })
  })

  it('declines 4000 0000 0000 0002 and any other valid number', () => {
    const declined = { outcome: 'declined', message: 'Your card was declined.' }
    expect(judgeCardPayment({ ...card, cardNumber: '4000 0000 0000 0002' }, now)).toEqual(declined)
    expect(judgeCardPayment({ ...card, cardNumber: '5555 5555 5555 4444' }, now)).toEqual(declined)
  })

  it('says the number is incorrect when it fails the Luhn check or is not a card number', () => {
    for (const cardNumber of ['4242 4242 4242 4241', '4000 0000 0000 0001', '', '42424242424242a2', '0000'])
      expect(judgeCardPayment({ ...card, cardNumber }, now)).toEqual({
        outcome: 'invalid',
        message: 'Your card number is incorrect.',
      })
  })

  it('refuses a card whose expiry month has passed, and a malformed expiry or CVC', () => {
    expect(judgeCardPayment({ ...card, expiry: '04/26' }, now)).toEqual({
      outcome: 'invalid',
      message: 'Your card has expired.',
    })
    for (const expiry of ['13/30', '00/30', '0530', ''])
      expect(judgeCardPayment({ ...card, expiry }, now)).toMatchObject({
        outcome: 'invalid',
        message: 'Enter the expiry date as MM/YY.',
      })
    for (const cvc of ['12', '12345', 'abc'])
      expect(judgeCardPayment({ ...card, cvc }, now)).toMatchObject({
        outcome: 'invalid',
        message: "Your card's CVC is incorrect.",
      })
  })
})
