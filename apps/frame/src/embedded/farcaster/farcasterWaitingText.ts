/**
 * What a view says while a Farcaster channel is opened and then waits for the Farcaster client's
 * approval: ConnectingFarcaster at login, AccountSettings' Logins when an account is linked.
 *
 * @example
 * farcasterWaitingText.waiting // 'Scan this QR code with your phone, or open the link, and approve in Farcaster.'
 */
export const farcasterWaitingText = {
  preparing: 'Preparing the sign-in…',
  waiting: 'Scan this QR code with your phone, or open the link, and approve in Farcaster.',
} as const
