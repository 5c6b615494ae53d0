import { escapeHtml } from '../../internal/escapeHtml.mjs'
import { htmlPage } from './htmlPage.mjs'

/**
 * @typedef {object} LoginPageOptions
 * @property {string} uid the interaction's id, which the form actions carry
 * @property {string} clientName who asks for the sign-in (client metadata: escaped like any text)
 * @property {string | undefined} [plays] the social login this sign-in stands in for ('GitHub'), shown in the title
 * @property {readonly import('../oidcTestUsers.mjs').OidcTestUser[]} users
 */

/**
 * The provider's sign-in page: one button per test user, and a cancel that answers the client
 * with access_denied.
 * @param {LoginPageOptions} options
 * @returns {string}
 */
export function loginPage({ uid, clientName, plays, users }) {
  const base = `/interaction/${encodeURIComponent(uid)}`
  const choices = users
    .map(
      (user, index) =>
        `<li><button type="submit" name="account" value="${escapeHtml(user.sub)}" aria-describedby="email-${index}">Continue as ${escapeHtml(user.name)}</button><small id="email-${index}">${escapeHtml(user.email)}</small></li>`,
    )
    .join('\n')
  const title = plays ? `Sign in with ${plays} — local stand-in` : 'Sign in'
  return htmlPage(
    `${title} · Latch local OIDC`,
    `<h1 id="title">${escapeHtml(title)}</h1>
<p>to continue to ${escapeHtml(clientName)}. This local provider stands in for the social logins: pick a test user.</p>
<form method="post" action="${escapeHtml(`${base}/login`)}" aria-labelledby="title">
<ul>
${choices}
</ul>
</form>
<form method="post" action="${escapeHtml(`${base}/abort`)}">
<button type="submit" class="cancel">Cancel</button>
</form>`,
  )
}
