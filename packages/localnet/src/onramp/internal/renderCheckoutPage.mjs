import { escapeHtml } from '../../internal/escapeHtml.mjs'
import { renderPage } from '../../internal/renderPage.mjs'
import { describeCheckout } from './describeCheckout.mjs'
import { failingAccountNumber, testAccountNumber, testRoutingNumber } from './judgeBankPayment.mjs'

/** The pay form's own fields; every other posted field is a signed param of the link. */
export const paymentFieldNames = [
  'cardNumber',
  'expiry',
  'cvc',
  'cardName',
  'routingNumber',
  'accountNumber',
  'accountHolder',
]

/** @type {Record<'card' | 'ach_bank_account', { name: string, autocomplete: string, required: boolean }[]>} */
const fields = {
  card: [
    { name: 'cardNumber', autocomplete: 'cc-number', required: true },
    { name: 'expiry', autocomplete: 'cc-exp', required: true },
    { name: 'cvc', autocomplete: 'cc-csc', required: true },
    { name: 'cardName', autocomplete: 'cc-name', required: false },
  ],
  ach_bank_account: [
    { name: 'routingNumber', autocomplete: 'off', required: true },
    { name: 'accountNumber', autocomplete: 'off', required: true },
    { name: 'accountHolder', autocomplete: 'name', required: false },
  ],
}

/** @param {import('./checkoutLanguage.mjs').CheckoutLanguage} t */
const testDetails = (t) => ({
  card: t.text('testCard', { paying: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' }),
  ach_bank_account: t.text('testBank', {
    routing: testRoutingNumber,
    account: testAccountNumber,
    failing: failingAccountNumber,
  }),
})

/**
 * The provider's checkout page, in the page's language (`t`): what the user pays and receives, and
 * the form of the link's payment method only, posting the signed params back as hidden fields.
 * `message` (one of the sandbox's English texts, or any other) is shown as an alert in that
 * language; `values` refill the form (the CVC never is). Works without JavaScript.
 * @example
 * renderCheckoutPage({ checkout, t: checkoutLanguage('de'), message: 'Your card was declined.' })
 * @param {{ checkout: import('./verifyCheckout.mjs').Checkout, t: import('./checkoutLanguage.mjs').CheckoutLanguage, message?: string, values?: Readonly<Record<string, string>> }} options
 * @returns {string}
 */
export function renderCheckoutPage({ checkout, t, message, values = {} }) {
  const words = describeCheckout(checkout, t)
  const hidden = checkout.params
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  const inputs = fields[checkout.paymentMethod]
    .map(({ name, autocomplete, required }) => {
      const value = name === 'cvc' ? '' : (values[name] ?? '')
      return `<label for="${name}">${escapeHtml(t.text(name))}</label>
<input id="${name}" name="${name}" autocomplete="${autocomplete}" value="${escapeHtml(value)}"${required ? ' required' : ''}>`
    })
    .join('\n')
  const alert = message === undefined ? '' : `<p role="alert">${escapeHtml(t.known(message))}</p>\n`
  const body = `<h1>${escapeHtml(words.title)}</h1>
<dl>
<dt>${escapeHtml(t.text('youPay'))}</dt><dd>${escapeHtml(words.pay)}</dd>
<dt>${escapeHtml(t.text('youReceive'))}</dt><dd>${escapeHtml(words.receive)}</dd>
<dt>${escapeHtml(t.text('fee'))}</dt><dd>${escapeHtml(words.fee)}</dd>
<dt>${escapeHtml(t.text('networkFee'))}</dt><dd>${escapeHtml(words.networkFee)}</dd>
<dt>${escapeHtml(t.text('to'))}</dt><dd>${escapeHtml(words.to)}</dd>
</dl>
${alert}<form method="post" action="/checkout/pay">
${hidden}
${inputs}
<button type="submit">${escapeHtml(t.text('pay', { amount: words.pay }))}</button>
</form>
<p class="test">${escapeHtml(testDetails(t)[checkout.paymentMethod])}</p>`
  return renderPage({ title: words.title, body, lang: t.lang, dir: t.dir })
}
