/**
 * @typedef {object} OidcTestUser
 * @property {string} sub
 * @property {string} email
 * @property {boolean} email_verified
 * @property {string} name
 * @property {string} preferred_username
 */

/**
 * The accounts the local OIDC provider offers on its login page, standing in for the people who
 * sign in with a social login.
 * @type {readonly OidcTestUser[]}
 */
export const oidcTestUsers = Object.freeze([
  {
    sub: 'alice',
    email: 'alice@latch.test',
    email_verified: true,
    name: 'Alice',
    preferred_username: 'alice',
  },
  {
    sub: 'bob',
    email: 'bob@latch.test',
    email_verified: true,
    name: 'Bob',
    preferred_username: 'bob',
  },
  // Two more, so that tests run in two browser modes one after the other each have a person whose
  // mails the 30 s between codes does not hold back.
  {
    sub: 'carol',
    email: 'carol@latch.test',
    email_verified: true,
    name: 'Carol',
    preferred_username: 'carol',
  },
  {
    sub: 'dave',
    email: 'dave@latch.test',
    email_verified: true,
    name: 'Dave',
    preferred_username: 'dave',
  },
  // Two whose wallets turn on a second factor (e2e/secondFactor.spec.ts), one per browser mode, so
  // that no other test meets it.
  {
    sub: 'erin',
    email: 'erin@latch.test',
    email_verified: true,
    name: 'Erin',
    preferred_username: 'erin',
  },
  {
    sub: 'frank',
    email: 'frank@latch.test',
    email_verified: true,
    name: 'Frank',
    preferred_username: 'frank',
  },
  // Two whose wallets make a passkey their second factor (e2e/passkeyFactor.spec.ts), likewise.
  {
    sub: 'grace',
    email: 'grace@latch.test',
    email_verified: true,
    name: 'Grace',
    preferred_username: 'grace',
  },
  {
    sub: 'heidi',
    email: 'heidi@latch.test',
    email_verified: true,
    name: 'Heidi',
    preferred_username: 'heidi',
  },
  // Two whose logins the linked-logins case removes and links again (e2e/passkey.spec.ts), one per
  // browser mode, so that a spec running beside it never meets a login half removed.
  {
    sub: 'ivan',
    email: 'ivan@latch.test',
    email_verified: true,
    name: 'Ivan',
    preferred_username: 'ivan',
  },
  {
    sub: 'judy',
    email: 'judy@latch.test',
    email_verified: true,
    name: 'Judy',
    preferred_username: 'judy',
  },
  // Two whose wallets e2e/pseudoLocale.spec.ts gives a second factor and opens by email on a new
  // device, one per browser mode: a social login mails nothing, so no 30 s between mails holds the
  // new device's mails back.
  {
    sub: 'kate',
    email: 'kate@latch.test',
    email_verified: true,
    name: 'Kate',
    preferred_username: 'kate',
  },
  {
    sub: 'leo',
    email: 'leo@latch.test',
    email_verified: true,
    name: 'Leo',
    preferred_username: 'leo',
  },
])
