import { describe, expect, it } from 'vitest'
import { oidcTestUsers } from '../oidcTestUsers.mjs'
import { loginPage } from './loginPage.mjs'

describe('loginPage', () => {
  it('offers one button per test user and a cancel, posting to the interaction', () => {
    const html = loginPage({ uid: 'abc_123', clientName: 'Latch', users: oidcTestUsers })
    expect(html).toContain('<form method="post" action="/interaction/abc_123/login"')
    expect(html).toContain('<form method="post" action="/interaction/abc_123/abort">')
    expect(html).toMatch(
      /<button type="submit" name="account" value="alice"[^>]*>Continue as Alice<\/button>/,
    )
    expect(html).toMatch(/<button type="submit" name="account" value="bob"[^>]*>Continue as Bob<\/button>/)
    expect(html).toMatch(/<button type="submit" class="cancel">Cancel<\/button>/)
    expect(html).toContain('<html lang="en">')
  })

  it('escapes the client name, the users and the uid', () => {
    const html = loginPage({
      uid: '"><img src=x>',
      clientName: '<b>Evil</b>',
      users: [
        {
          sub: '"x',
          email: 'a&b@latch.test',
          email_verified: true,
          name: '<i>Mallory</i>',
          preferred_username: 'm',
        },
      ],
    })
    expect(html).not.toMatch(/<b>|<i>|<img/)
    expect(html).toContain('to continue to &lt;b&gt;Evil&lt;/b&gt;.')
    expect(html).toContain('value="&quot;x"')
    expect(html).toContain('Continue as &lt;i&gt;Mallory&lt;/i&gt;')
    expect(html).toContain('a&amp;b@latch.test')
    expect(html).toContain('/interaction/%22%3E%3Cimg%20src%3Dx%3E/login')
  })

  it('names the social login a client stands in for, escaped', () => {
    const html = loginPage({ uid: 'u', clientName: 'Latch', plays: 'GitHub', users: oidcTestUsers })
    expect(html).toContain('<h1 id="title">Sign in with GitHub — local stand-in</h1>')
    expect(html).toContain('<title>Sign in with GitHub — local stand-in · Latch local OIDC</title>')
    expect(html).toContain('to continue to Latch.')
    expect(loginPage({ uid: 'u', clientName: 'Latch', plays: '<b>', users: [] })).toContain('&lt;b&gt;')
  })
})
