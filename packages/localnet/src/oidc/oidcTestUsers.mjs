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
])
