/**
 * The error texts of the embedded wallet's API, exactly as the server answers them in `{ error }`,
 * so that the frame can tell them apart. The cooldown's text is built by `cooldownError`.
 */
export const embeddedApiErrors = {
  invalidCode: 'Invalid code',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  codeExpired: 'Code expired. Request a new code.',
  codeUsed: 'Code already used. Request a new code.',
  sessionExpired: 'Session expired',
  mailFailed: 'Could not send the email',
  noEmail: 'This account has no email address',
  emailTaken: 'This email is already used by another account',
  sameEmail: 'This is already the email of this account',
  walletExists: 'This account already has a wallet',
  addressTaken: 'This address belongs to another account',
  noWallet: 'This account has no wallet yet',
  deviceNotApproved: 'This device is not approved for this account',
  badProof: 'The proof is not signed by the address',
  grantInvalid: 'The grant is invalid, used or expired',
  socialNotConfigured: 'This social login is not configured',
  socialFailed: 'The social login could not be verified',
  farcasterExpired: 'The Farcaster sign-in link expired',
  farcasterRefused: 'Farcaster did not confirm that this account signed in',
  farcasterUnavailable: 'The Farcaster relay did not answer',
  farcasterTicket: 'ticket must be the one the channel was opened with',
  passkeyExpired: 'The passkey request expired. Try again.',
  passkeyRefused: 'The passkey could not be verified',
  passkeyUnknown: 'This passkey does not belong to an account of this app',
  noPasskey: 'This account has no passkey',
  loginNotFound: 'This login does not reach this wallet',
  lastLogin: 'This is the only login of this wallet: add another before removing it',
  loginElsewhere: 'This account already opens another wallet. Remove it from that wallet first.',
  redirectUri: 'redirectUri must be the frame popup callback',
  totpOn: 'Two-factor authentication is already on',
  totpOff: 'Two-factor authentication is not on',
  totpRequired: 'This wallet asks for the code of its authenticator app',
  passkeyRequired: 'This wallet asks for one of its passkeys',
  lastPasskeyFactor:
    'This is the last passkey of this wallet and its second factor: turn two-factor authentication off first',
  totpNotSetUp: 'Start setting up the authenticator app again',
  custodyNotConfigured: 'The embedded wallet is not configured on this server',
} as const

/** 'Please try again after N seconds' (docs/behaviour.md#validation), N the seconds left rounded up. */
export function cooldownError(secondsLeft: number): string {
  return `Please try again after ${secondsLeft} seconds`
}

/** 'Too many wrong codes. Try again in N minutes.', N the minutes the second factor stays locked, rounded up. */
export function lockedError(minutesLeft: number): string {
  return `Too many wrong codes. Try again in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}.`
}
