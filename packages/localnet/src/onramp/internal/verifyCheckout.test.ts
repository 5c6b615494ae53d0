import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyCheckout } from './verifyCheckout.mjs'

const key = 'latch-onramp-sandbox-key'
const base = {
  session: '7d8c6c1e-0000-4000-8000-000000000001',
  provider: 'sandpay',
  partnerUserId: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: '31337',
  asset: 'USDL',
  token: 'native',
  decimals: '6',
  cryptoAmount: '49490000',
  fiatAmount: '50.00',
  fiatCurrency: 'USD',
  paymentMethod: 'card',
  fee: '0.50',
  networkFee: '0.01',
  expires: '1800000000',
}

/** The contract's signing, written out independently of checkoutSignature. */
function signed(params: Record<string, string> | [string, string][]): [string, string][] {
  const entries = Array.isArray(params) ? params : Object.entries(params)
  const canonical = [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%20', '+')}`)
    .join('&')
  return [...entries, ['signature', createHmac('sha256', key).update(canonical).digest('hex')]]
}

describe('verifyCheckout', () => {
  it('reads a link signed over its sorted params, in any order', () => {
    const verified = verifyCheckout(signed(base).reverse(), { key, chainIds: [31337] })
    expect(verified).toMatchObject({
      checkout: {
        provider: 'sandpay',
        providerName: 'Sandpay',
        chainId: 31337,
        cryptoAmount: 49_490_000n,
        decimals: 6,
      },
    })
  })

  it('refuses a changed, missing, doubled or wrongly keyed signature', () => {
    const notValid = { refusal: 'This checkout link is not valid.' }
    const changed = signed(base).map(([name, value]): [string, string] =>
      name === 'fiatAmount' ? [name, '5.00'] : [name, value],
    )
    expect(verifyCheckout(changed, { key, chainIds: [31337] })).toEqual(notValid)
    expect(verifyCheckout(Object.entries(base), { key, chainIds: [31337] })).toEqual(notValid)
    const doubled = signed(base)
    expect(
      verifyCheckout([...doubled, doubled.at(-1) as [string, string]], { key, chainIds: [31337] }),
    ).toEqual(notValid)
    expect(verifyCheckout(signed(base), { key: 'other', chainIds: [31337] })).toEqual(notValid)
  })

  it('refuses a chain it does not deliver on and a doubled param, even when signed', () => {
    expect(verifyCheckout(signed(base), { key, chainIds: [31338] })).toEqual({
      refusal: 'This checkout link has a missing or malformed chainId.',
    })
    expect(
      verifyCheckout(signed([...Object.entries(base), ['cryptoAmount', '1']]), { key, chainIds: [31337] }),
    ).toEqual({
      refusal: 'This checkout link has a missing or malformed cryptoAmount.',
    })
  })
})
