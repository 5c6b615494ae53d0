import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { onrampSignature } from './onrampSignature'

const key = 'latch-onramp-sandbox-key'
const hmac = (text: string) => createHmac('sha256', key).update(text).digest('hex')

describe('onrampSignature', () => {
  it('signs the parameters sorted by name as a query string, encoded as URLSearchParams encodes', () => {
    expect(
      onrampSignature(
        { session: 's-1', provider: 'sandpay', fiatAmount: '50.00', partnerUserId: 'a b&c' },
        key,
      ),
    ).toBe(hmac('fiatAmount=50.00&partnerUserId=a+b%26c&provider=sandpay&session=s-1'))
  })

  it('leaves the signature itself out, and does not depend on the order given', () => {
    const signed = onrampSignature({ b: '2', a: '1' }, key)
    expect(signed).toBe(hmac('a=1&b=2'))
    expect(onrampSignature({ a: '1', b: '2', signature: 'anything' }, key)).toBe(signed)
  })

  it('changes with any value and with the key', () => {
    const signed = onrampSignature({ cryptoAmount: '49300000', fee: '0.50' }, key)
    expect(onrampSignature({ cryptoAmount: '49300001', fee: '0.50' }, key)).not.toBe(signed)
    expect(onrampSignature({ cryptoAmount: '49300000', fee: '0.50' }, 'another key')).not.toBe(signed)
  })
})
