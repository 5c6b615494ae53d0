import { formatUnits } from 'viem'
import { devnets } from '../../devnets.mjs'
import { escapeHtml } from '../../internal/escapeHtml.mjs'

/**
 * The words the checkout and result pages share about a checkout, already HTML-escaped.
 * @example
 * describeCheckout(checkout).receive // '49.49 USDL'
 * @param {import('./verifyCheckout.mjs').Checkout} checkout
 * @returns {{ title: string, pay: string, receive: string, fee: string, networkFee: string, to: string, address: string, asset: string }}
 */
export function describeCheckout(checkout) {
  const { address, chainId, fiatCurrency } = checkout
  const network = devnets.find((devnet) => devnet.id === chainId)?.name ?? `chain ${chainId}`
  return {
    title: escapeHtml(`${checkout.providerName} checkout`),
    pay: escapeHtml(`${checkout.fiatAmount} ${fiatCurrency}`),
    receive: escapeHtml(`${formatUnits(checkout.cryptoAmount, checkout.decimals)} ${checkout.asset}`),
    fee: escapeHtml(`${checkout.fee} ${fiatCurrency}`),
    networkFee: escapeHtml(`${checkout.networkFee} ${fiatCurrency}`),
    to: escapeHtml(`${address.slice(0, 6)}…${address.slice(-4)} on ${network}`),
    address: escapeHtml(address),
    asset: escapeHtml(checkout.asset),
  }
}
