'use client'

import { useId, useState } from 'react'
import { useServerErrorText } from './useServerErrorText'

/**
 * A six-digit code field: digits only, the browser's one-time-code autofill, and `onComplete` once
 * six digits are in (typed or pasted).
 */
export function CodeInput(props: {
  label: string
  disabled: boolean
  error?: string | undefined
  onComplete: (code: string) => void
}) {
  const [code, setCode] = useState('')
  const id = useId()
  const errorText = useServerErrorText()
  return (
    <div className="flex w-full flex-col gap-1">
      <label htmlFor={id} className="text-sm text-latch-muted-fg">
        {props.label}
      </label>
      <input
        id={id}
        className="latch-input text-center font-mono text-2xl tracking-[0.5em]"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        // biome-ignore lint/a11y/noAutofocus: the code view exists to take this code; the dialog's focus trap starts here.
        autoFocus
        disabled={props.disabled}
        value={code}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6)
          setCode(digits)
          if (digits.length === 6) {
            props.onComplete(digits)
            setCode('')
          }
        }}
      />
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-latch-danger">
          {errorText(props.error)}
        </p>
      ) : null}
    </div>
  )
}
