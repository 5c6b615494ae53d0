/**
 * Where the passkey popup lives, at the relying party's origin (docs/passkeys.md). Apart from the
 * popup's messages, so that the frame's first load does not carry their schemas.
 */
export const passkeyPopupPath = '/popup/passkey'
