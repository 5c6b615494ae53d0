'use client'

import { useId } from 'react'
import type { SecondFactorKind } from '@/embedded/api/totpApi'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import { useMessages } from '@/i18n/useMessages'
import { useServerErrorText } from './useServerErrorText'

/**
 * The field for a code of the wallet's second factor: the authenticator app's six digits or a
 * recovery code (docs/passkeys.md#second-factor), labelled, with the last refusal under it; where the
 * factor is a passkey (`kind`), a recovery code alone. It is controlled, so that what was typed stays
 * after a refusal, to be corrected.
 */
export function SecondFactorCodeField(props: {
  kind?: SecondFactorKind | undefined
  value: string
  onChange: (code: string) => void
  error?: string | undefined
  disabled?: boolean
  /** Where the field appears in answer to the visitor's click, to take this code. */
  autoFocus?: boolean
}) {
  const id = useId()
  const t = useMessages(emailCodeMessages)
  const errorText = useServerErrorText()
  return (
    <>
      <label htmlFor={id} className="text-sm text-latch-muted-fg">
        {props.kind === 'passkey' ? t.orRecoveryCode() : t.authenticatorOrRecovery()}
      </label>
      <input
        id={id}
        className="latch-input text-center font-mono text-lg"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        // biome-ignore lint/a11y/noAutofocus: only where the field answers the visitor's click (see the prop).
        autoFocus={props.autoFocus}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-latch-danger">
          {errorText(props.error)}
        </p>
      ) : null}
    </>
  )
}
