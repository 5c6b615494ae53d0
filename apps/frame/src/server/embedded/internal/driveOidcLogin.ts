// For tests: a browser's part of the code flow at the local OIDC provider, driven with fetch as
// packages/localnet/src/oidc's own tests do: follow the redirects by hand, keep its cookies, press a
// button of its login page, until it sends the browser to `redirectUri`.

/** Where the provider sent the browser (redirectUri with code or error), and the login page it showed. */
type OidcLogin = { callback: URL; loginPage: string }

export async function driveOidcLogin(
  authorizationUrl: string,
  redirectUri: string,
  press: string,
): Promise<OidcLogin> {
  const cookies = new Map<string, string>()
  let loginPage = ''
  let url = new URL(authorizationUrl)
  let form: URLSearchParams | undefined
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form } : {}),
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const separator = pair.indexOf('=')
      const value = pair.slice(separator + 1).trim()
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header))
        cookies.delete(pair.slice(0, separator).trim())
      else cookies.set(pair.slice(0, separator).trim(), value)
    }
    form = undefined
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location !== null) {
      const next = new URL(location, url)
      if (next.href.startsWith(redirectUri)) return { callback: next, loginPage }
      url = next
      continue
    }
    if (response.status !== 200)
      throw new Error(`the provider answered ${response.status}: ${await response.text()}`)
    loginPage = await response.text()
    const button = findButton(loginPage, press)
    url = new URL(button.action, url)
    form = button.body
  }
  throw new Error('the provider never redirected to the client')
}

function findButton(html: string, label: string): { action: string; body: URLSearchParams } {
  for (const [, action = '', inner = ''] of html.matchAll(
    /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g,
  )) {
    for (const [, attributes = '', text = ''] of inner.matchAll(/<button([^>]*)>([^<]*)</g)) {
      if (text.trim() !== label) continue
      const name = /name="([^"]*)"/.exec(attributes)?.[1]
      const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? ''
      return { action, body: new URLSearchParams(name ? { [name]: value } : {}) }
    }
  }
  throw new Error(`no button "${label}" on the page:\n${html}`)
}
