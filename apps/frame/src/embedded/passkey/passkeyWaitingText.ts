/**
 * What a view says while a passkey ceremony waits for the visitor: making a new passkey (a new
 * wallet's, or one added in Account settings) or choosing one to log in with.
 *
 * @example
 * passkeyWaitingText.register // 'Create your passkey in the prompt or window that opened.'
 */
export const passkeyWaitingText = {
  register: 'Create your passkey in the prompt or window that opened.',
  login: 'Choose your passkey in the prompt or window that opened.',
} as const
