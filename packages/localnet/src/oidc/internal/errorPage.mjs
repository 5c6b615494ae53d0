import { escapeHtml } from '../../internal/escapeHtml.mjs'
import { htmlPage } from './htmlPage.mjs'

/**
 * The page of an error the provider cannot send back to the client (an unknown client or
 * redirect_uri, say), for oidc-provider's `renderError`.
 * @param {{ error: string, error_description?: string }} out
 * @returns {string}
 */
export function errorPage(out) {
  return htmlPage(
    'Sign-in error · Latch local OIDC',
    `<h1>Sign-in error</h1>
<p role="alert"><strong>${escapeHtml(out.error)}</strong>${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</p>`,
  )
}
