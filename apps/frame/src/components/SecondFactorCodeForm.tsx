'use client'

import { useId, useState } from 'react'

/**
 * A code of the wallet's second factor: the authenticator app's six digits or a recovery code, in
 * one field (docs/passkeys.md#second-factor). What was typed stays after a refusal, to be corrected.
 */
export function SecondFactorCodeForm(props: {
  submitLabel: string
  busy: boolean
  error?: string | undefined
  onSubmit: (code: string) => void
  onCancel?: () => void
}) {
  const [code, setCode] = useState('')
  const id = useId()
  const typed = code.trim()
  return (
    <form
      className="flex w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (typed && !props.busy) props.onSubmit(typed)
      }}
    >
      <label htmlFor={id} className="text-sm text-latch-muted-fg">
        Code from your authenticator app, or a recovery code
      </label>
      <input
        id={id}
        className="latch-input text-center font-mono text-lg"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        // biome-ignore lint/a11y/noAutofocus: the form appears in answer to the visitor's click, to take this code.
        autoFocus
        value={code}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-latch-danger">
          {props.error}
        </p>
      ) : null}
      <div className="flex gap-2">
        {props.onCancel ? (
          <button
            type="button"
            className="latch-button-secondary flex-1"
            disabled={props.busy}
            onClick={props.onCancel}
          >
            Cancel
          </button>
        ) : null}
        <button type="submit" className="latch-button flex-1" disabled={props.busy || !typed}>
          {props.busy ? 'Checking…' : props.submitLabel}
        </button>
      </div>
    </form>
  )
}
