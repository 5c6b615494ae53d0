import { escapeHtml } from '../../internal/escapeHtml.mjs'
import { renderPage } from '../../internal/renderPage.mjs'
import { describeCheckout } from './describeCheckout.mjs'

/**
 * The page of a session whose payment was taken, in the page's language (`t`): complete (card) or
 * received (bank), or failed with its reason. While in progress it reloads itself every 2 s, to
 * show the transaction once sent.
 * @example
 * renderResultPage(store.get(session), checkoutLanguage('en')) // '… <div role="status"><h2>Payment complete</h2> …'
 * @param {import('./createPurchaseStore.mjs').Purchase} purchase
 * @param {import('./checkoutLanguage.mjs').CheckoutLanguage} t
 * @returns {string}
 */
export function renderResultPage({ checkout, status, failureReason, txHash }, t) {
  const words = describeCheckout(checkout, t)
  const bank = checkout.paymentMethod === 'ach_bank_account'
  const say = (/** @type {string} */ key, /** @type {Record<string, string>} */ values = {}) =>
    escapeHtml(t.text(key, values))
  /** @type {string[]} */
  const lines = []
  if (status === 'FAILED') {
    lines.push(`<h2>${say('paymentFailed')}</h2>`, `<p>${escapeHtml(t.known(failureReason))}</p>`)
  } else {
    lines.push(`<h2>${say(bank ? 'paymentReceived' : 'paymentComplete')}</h2>`)
    lines.push(
      bank && txHash === ''
        ? `<p>${say('bankSettling', { asset: checkout.asset })}</p>`
        : `<p>${say('onTheirWay', { amount: words.receive, address: checkout.address })}</p>`,
    )
  }
  if (txHash !== '') lines.push(`<p>${say('transaction')} <code>${escapeHtml(txHash)}</code></p>`)
  lines.push(`<p>${say('closeWindow')}</p>`)
  const body = `<h1>${escapeHtml(words.title)}</h1>
<div role="status">
${lines.join('\n')}
</div>`
  return renderPage({
    title: words.title,
    body,
    lang: t.lang,
    dir: t.dir,
    ...(status === 'IN_PROGRESS' ? { refreshSeconds: 2 } : {}),
  })
}
