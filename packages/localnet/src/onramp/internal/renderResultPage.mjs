import { escapeHtml } from '../../internal/escapeHtml.mjs'
import { renderPage } from '../../internal/renderPage.mjs'
import { describeCheckout } from './describeCheckout.mjs'

/**
 * The page of a session whose payment was taken: complete (card) or received (bank), or failed
 * with its reason. While in progress it reloads itself every 2 s, to show the transaction once sent.
 * @example
 * renderResultPage(store.get(session)) // '… <div role="status"><h2>Payment complete</h2> …'
 * @param {import('./createPurchaseStore.mjs').Purchase} purchase
 * @returns {string}
 */
export function renderResultPage({ checkout, status, failureReason, txHash }) {
  const words = describeCheckout(checkout)
  const bank = checkout.paymentMethod === 'ach_bank_account'
  /** @type {string[]} */
  const lines = []
  if (status === 'FAILED') {
    lines.push('<h2>Payment failed</h2>', `<p>${escapeHtml(failureReason)}</p>`)
  } else {
    lines.push(bank ? '<h2>Payment received</h2>' : '<h2>Payment complete</h2>')
    lines.push(
      bank && txHash === ''
        ? `<p>Bank transfers settle in a few seconds; your ${words.asset} will follow.</p>`
        : `<p>${words.receive} are on their way to ${words.address}.</p>`,
    )
  }
  if (txHash !== '') lines.push(`<p>Transaction <code>${escapeHtml(txHash)}</code></p>`)
  lines.push('<p>You can close this window.</p>')
  const body = `<h1>${words.title}</h1>
<div role="status">
${lines.join('\n')}
</div>`
  return renderPage({
    title: `${checkout.providerName} checkout`,
    body,
    ...(status === 'IN_PROGRESS' ? { refreshSeconds: 2 } : {}),
  })
}
