'use client'

import { useState } from 'react'
import type { SecondFactorKind } from '@/embedded/api/totpApi'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { SecondFactorCodeField } from './SecondFactorCodeField'

/**
 * A code of the wallet's second factor: the authenticator app's six digits or a recovery code, in
 * one field (docs/passkeys.md#second-factor). What was typed stays after a refusal, to be corrected.
 */
export function SecondFactorCodeForm(props: {
  /** The wallet's factor: where it is a passkey, the field takes a recovery code alone. */
  kind?: SecondFactorKind | undefined
  submitLabel: string
  busy: boolean
  error?: string | undefined
  onSubmit: (code: string) => void
  onCancel?: () => void
}) {
  const t = useMessages(emailCodeMessages)
  const { cancel } = useMessages(signInMessages)
  const [code, setCode] = useState('')
  const typed = code.trim()
  return (
    <form
      className="flex w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (typed && !props.busy) props.onSubmit(typed)
      }}
    >
      <SecondFactorCodeField
        kind={props.kind}
        value={code}
        onChange={setCode}
        error={props.error}
        autoFocus={props.kind !== 'passkey'}
      />
      <div className="flex gap-2">
        {props.onCancel ? (
          <button
            type="button"
            className="latch-button-secondary flex-1"
            disabled={props.busy}
            onClick={props.onCancel}
          >
            {cancel()}
          </button>
        ) : null}
        <button type="submit" className="latch-button flex-1" disabled={props.busy || !typed}>
          {props.busy ? t.checking() : props.submitLabel}
        </button>
      </div>
    </form>
  )
}
