'use client'

import { useAtom, useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { useController } from '@/embed/ControllerContext'
import connectMessages from '@/i18n/compiled/en/connect'
import { useMessages } from '@/i18n/useMessages'
import { emailDraftAtom, emailLoginAtom } from '@/state/atoms'

/** Connect's email field: the address for the embedded wallet's login code (docs/behaviour.md#validation). */
export function EmailLoginField() {
  const controller = useController()
  const t = useMessages(connectMessages)
  const login = useAtomValue(emailLoginAtom)
  const [email, setEmail] = useAtom(emailDraftAtom)
  // An empty field starts with the address of a login under way (one the host started, say).
  useEffect(() => {
    if (login.email) setEmail((draft) => draft || login.email)
  }, [login.email, setEmail])
  const id = useId()
  // The wallet's code (its keys, its API) loads once the visitor reaches for the field, by pointer or
  // by typing: the modal's own focus on it as it opens is no sign that they will log in by email.
  const warmed = useRef(false)
  const warm = () => {
    if (warmed.current) return
    warmed.current = true
    controller.use('embedded', (flow) => flow.warm()).catch(() => undefined)
  }
  const busy = login.busy && login.step === 'email'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) controller.use('embedded', (flow) => flow.submitEmail(email)).catch(() => undefined)
  }
  return (
    <form className="flex flex-col gap-1" onSubmit={submit} noValidate>
      <label htmlFor={id} className="sr-only">
        {t.email()}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t.email()}
          maxLength={254}
          required
          className="latch-input"
          value={email}
          aria-invalid={login.step === 'email' && login.error ? true : undefined}
          aria-describedby={login.step === 'email' && login.error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            warm()
          }}
          onPointerDown={warm}
        />
        <button
          type="submit"
          className="latch-button shrink-0"
          disabled={busy || email.trim() === ''}
          aria-busy={busy}
        >
          {busy ? t.sending() : t.continue()}
        </button>
      </div>
      {login.step === 'email' && login.error ? (
        <p id={`${id}-error`} role="alert" className="px-2 text-sm text-latch-danger">
          {login.error}
        </p>
      ) : null}
    </form>
  )
}
