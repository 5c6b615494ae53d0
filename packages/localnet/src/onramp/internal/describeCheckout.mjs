import { formatUnits } from 'viem'
import { devnets } from '../../devnets.mjs'

/**
 * The words the checkout and result pages share about a checkout, in the page's language (`t`), as
 * text (a page escapes them).
 * @example
 * describeCheckout(checkout, checkoutLanguage('en')).receive // '49.49 USDL'
 * @param {import('./verifyCheckout.mjs').Checkout} checkout
 * @param {import('./checkoutLanguage.mjs').CheckoutLanguage} t
 * @returns {{ title: string, pay: string, receive: string, fee: string, networkFee: string, to: string }}
 */
export function describeCheckout(checkout, t) {
  const { address, chainId, fiatCurrency } = checkout
  const network =
    devnets.find((devnet) => devnet.id === chainId)?.name ?? t.text('chain', { id: String(chainId) })
  const fiat = (/** @type {string} */ amount) => `${t.amount(amount, 2)} ${fiatCurrency}`
  return {
    title: t.text('checkoutTitle', { provider: checkout.providerName }),
    pay: fiat(checkout.fiatAmount),
    receive: `${t.amount(formatUnits(checkout.cryptoAmount, checkout.decimals))} ${checkout.asset}`,
    fee: fiat(checkout.fee),
    networkFee: fiat(checkout.networkFee),
    to: t.text('onNetwork', { address: `${address.slice(0, 6)}…${address.slice(-4)}`, network }),
  }
}
