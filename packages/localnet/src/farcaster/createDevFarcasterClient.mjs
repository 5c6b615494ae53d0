import { createServer } from 'node:http'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from '../devAccounts.mjs'
import { escapeHtml } from '../internal/escapeHtml.mjs'
import { listenHttp } from '../internal/listenHttp.mjs'
import { readForm } from '../internal/readForm.mjs'
import { renderPage } from '../internal/renderPage.mjs'

/**
 * @typedef {object} DevFarcasterClientOptions
 * @property {string} [host] defaults to 127.0.0.1
 * @property {number} [port] 0 (the default) takes a free one
 * @property {string} relayUrl the Farcaster auth relay
 * @property {string} authKey the relay's key for clients
 * @property {string} rpcUrl the chain with the Farcaster registries
 * @property {readonly import('./devFarcasterUsers.mjs').DevFarcasterUser[]} users who it can sign in as
 */

/**
 * A key that holds no FID: the client signs with it when asked to, so that an app's refusal of a
 * signer that does not own the FID can be tried.
 */
const impostor = /** @type {{ address: `0x${string}`, privateKey: `0x${string}` }} */ (devAccounts[9])

/**
 * The dev Farcaster client: a web page that plays the Farcaster app on a phone. Opened at a
 * channel's URL (or given the URL pasted), it shows what the app asks and approves the sign-in as
 * one of the dev FIDs: it builds the SIWF message from the channel's parameters, signs it with the
 * FID's custody key and sends it to the relay, as the Farcaster app does. It can also sign with a
 * key that does not hold the FID, or let the link expire. See docs/farcaster.md.
 * @example
 * const client = await createDevFarcasterClient({ relayUrl, authKey, rpcUrl, users: devFarcasterUsers })
 * @param {DevFarcasterClientOptions} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function createDevFarcasterClient(options) {
  const { host = '127.0.0.1', port = 0, relayUrl, authKey, rpcUrl, users } = options
  const farcaster = createWalletClient({ relay: relayUrl, ethereum: viemConnector({ rpcUrl }) })

  /**
   * @param {string} channelToken
   * @returns {Promise<Record<string, any> | undefined>} the pending channel, if it still is
   */
  async function pendingChannel(channelToken) {
    const response = await fetch(`${relayUrl}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    if (response.status !== 202) return undefined
    return response.json()
  }

  /**
   * @param {string} link
   * @returns {string | undefined}
   */
  function tokenOf(link) {
    if (!URL.canParse(link)) return undefined
    const parsed = farcaster.parseSignInURI({ uri: link })
    return parsed.isError ? undefined : parsed.channelToken
  }

  /** @param {string} link */
  async function signInPage(link) {
    const token = tokenOf(link)
    const channel = token ? await pendingChannel(token) : undefined
    const asked = channel
      ? `<p>${escapeHtml(channel.signatureParams.domain)} asks you to sign in with Farcaster.</p>`
      : link
        ? '<p role="alert">This sign-in link has expired or was used already.</p>'
        : '<p>Paste the sign-in link an app shows, or open its QR code here.</p>'
    const choices = users
      .map(
        (user, index) =>
          `<label><input type="radio" name="fid" value="${user.fid}"${index === 0 ? ' checked' : ''}> @${escapeHtml(user.username)} (FID ${user.fid})</label>`,
      )
      .join('\n')
    return renderPage({
      title: 'Dev Farcaster',
      body: `<h1>Dev Farcaster</h1>
${asked}
<form method="post" action="/approve">
<label for="link">Sign-in link</label>
<input id="link" name="link" value="${escapeHtml(link)}" autocomplete="off">
<fieldset><legend>Sign in as</legend>
${choices}
</fieldset>
<button name="action" value="approve">Approve</button>
<button name="action" value="impostor">Sign with a key that does not hold this FID</button>
<button name="action" value="expire">Let the link expire</button>
</form>`,
    })
  }

  /**
   * @param {[string, string][]} form
   * @returns {Promise<string>} the result page
   */
  async function approve(form) {
    const fields = Object.fromEntries(form)
    const token = tokenOf(fields.link ?? '')
    const user = users.find((candidate) => String(candidate.fid) === fields.fid)
    const channel = token ? await pendingChannel(token) : undefined
    if (!token || !user || !channel) return resultPage('This sign-in link has expired or was used already.')
    if (fields.action === 'expire') {
      await fetch(`${relayUrl}/v1/channel/expire`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-farcaster-auth-relay-key': authKey },
      })
      return resultPage('The sign-in link has expired.')
    }
    const signer = fields.action === 'impostor' ? impostor : user.custody
    const { siweUri, domain, nonce, notBefore, expirationTime, requestId } = channel.signatureParams
    const built = farcaster.buildSignInMessage({
      address: signer.address,
      fid: user.fid,
      uri: siweUri,
      domain,
      nonce,
      ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
      ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
      ...(requestId ? { requestId } : {}),
    })
    if (built.isError) return resultPage(`The app's request cannot be signed: ${built.error?.message}`)
    const signature = await privateKeyToAccount(signer.privateKey).signMessage({ message: built.message })
    const sent = await farcaster.authenticate({
      channelToken: token,
      authKey,
      message: built.message,
      signature,
      fid: user.fid,
      username: user.username,
      displayName: user.displayName,
      bio: user.bio,
    })
    if (sent.isError) return resultPage(`The relay refused the approval: ${sent.error?.message}`)
    return resultPage(`Signed in to ${domain} as @${user.username}. You can go back to the app.`)
  }

  /** @param {string} text */
  function resultPage(text) {
    return renderPage({
      title: 'Dev Farcaster',
      body: `<h1>Dev Farcaster</h1>\n<p role="status">${escapeHtml(text)}</p>`,
    })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://client')
    /** @type {Promise<[number, string]>} */
    const answer =
      request.method === 'GET' && (url.pathname === '/' || url.pathname === '/~/siwf')
        ? signInPage(
            url.pathname === '/'
              ? (url.searchParams.get('link') ?? '')
              : url.href.replace('http://client', `http://${request.headers.host}`),
          ).then((page) => [200, page])
        : request.method === 'POST' && url.pathname === '/approve'
          ? readForm(request, 16 * 1024).then((form) =>
              Array.isArray(form)
                ? approve(form).then((page) => /** @type {[number, string]} */ ([200, page]))
                : /** @type {[number, string]} */ ([
                    form === 'too large' ? 413 : 415,
                    resultPage('That form cannot be read.'),
                  ]),
            )
          : Promise.resolve([404, resultPage('Nothing here.')])
    answer
      .catch((/** @type {unknown} */ error) => {
        console.error(error)
        return /** @type {[number, string]} */ ([500, resultPage('The dev Farcaster client failed.')])
      })
      .then(([status, page]) => {
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page)
      })
  })
  return listenHttp(server, { host, port })
}
