'use client'

import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import { useMessages } from '@/i18n/useMessages'

/**
 * "Confirm with a passkey", where the wallet's second factor is one of its passkeys
 * (docs/passkeys.md#second-factor). `onConfirm` runs in the click, so that the ceremony's prompt or
 * popup opens at once; a recovery code field usually follows, for a visitor without the passkey.
 */
export function ConfirmWithPasskeyButton(props: {
  busy: boolean
  onConfirm: () => void
  label?: string
  /** Where the button appears in answer to the visitor's click, to confirm this. */
  autoFocus?: boolean
}) {
  const t = useMessages(emailCodeMessages)
  return (
    <button
      type="button"
      className="latch-button"
      // biome-ignore lint/a11y/noAutofocus: only where the button answers the visitor's click (see the prop).
      autoFocus={props.autoFocus}
      disabled={props.busy}
      onClick={props.onConfirm}
    >
      {props.busy ? t.waitingPasskey() : (props.label ?? t.confirmPasskey())}
    </button>
  )
}
