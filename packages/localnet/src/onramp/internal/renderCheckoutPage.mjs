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

/** @type {Record<'card' | 'ach_bank_account', { name: string, label: string, autocomplete: string, required: boolean }[]>} */
const fields = {
  card: [
    { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', required: true },
    { name: 'expiry', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', required: true },
    { name: 'cvc', label: 'CVC', autocomplete: 'cc-csc', required: true },
    { name: 'cardName', label: 'Name on card', autocomplete: 'cc-name', required: false },
  ],
  ach_bank_account: [
    { name: 'routingNumber', label: 'Routing number', autocomplete: 'off', required: true },
    { name: 'accountNumber', label: 'Account number', autocomplete: 'off', required: true },
    { name: 'accountHolder', label: 'Account holder', autocomplete: 'name', required: false },
  ],
}

const testDetails = {
  card: 'Test card: 4242 4242 4242 4242, any future expiry, any 3-digit CVC. 4000 0000 0000 0002 is declined.',
  ach_bank_account: `Test bank account: routing number ${testRoutingNumber}, account number ${testAccountNumber}. Account ${failingAccountNumber} cannot be debited.`,
}

/**
 * The provider's checkout page: what the user pays and receives, and the form of the link's
 * payment method only, posting the signed params back as hidden fields. Works without JavaScript.
 * @example
 * renderCheckoutPage({ checkout, message: 'Your card was declined.', values: { cardName: 'Alice' } })
 * @param {{ checkout: import('./verifyCheckout.mjs').Checkout, message?: string, values?: Readonly<Record<string, string>> }} options
 *   `message` is shown as an alert; `values` refill the form (the CVC never is)
 * @returns {string}
 */
export function renderCheckoutPage({ checkout, message, values = {} }) {
  const words = describeCheckout(checkout)
  const hidden = checkout.params
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  const inputs = fields[checkout.paymentMethod]
    .map(({ name, label, autocomplete, required }) => {
      const value = name === 'cvc' ? '' : (values[name] ?? '')
      return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" autocomplete="${autocomplete}" value="${escapeHtml(value)}"${required ? ' required' : ''}>`
    })
    .join('\n')
  const alert = message === undefined ? '' : `<p role="alert">${escapeHtml(message)}</p>\n`
  const body = `<h1>${words.title}</h1>
<dl>
<dt>You pay</dt><dd>${words.pay}</dd>
<dt>You receive</dt><dd>${words.receive}</dd>
<dt>Fee</dt><dd>${words.fee}</dd>
<dt>Network fee</dt><dd>${words.networkFee}</dd>
<dt>To</dt><dd>${words.to}</dd>
</dl>
${alert}<form method="post" action="/checkout/pay">
${hidden}
${inputs}
<button type="submit">Pay ${words.pay}</button>
</form>
<p class="test">${escapeHtml(testDetails[checkout.paymentMethod])}</p>`
  return renderPage({ title: `${checkout.providerName} checkout`, body })
}
