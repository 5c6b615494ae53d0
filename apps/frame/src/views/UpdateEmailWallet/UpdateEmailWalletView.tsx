'use client'

import { useAtomValue } from 'jotai'
import { type FormEvent, useId, useState } from 'react'
import { useServerErrorText } from '@/components/useServerErrorText'
import { useController } from '@/embed/ControllerContext'
import { emailUpdateAtom } from '@/embedded/emailUpdateAtom'
import connectMessages from '@/i18n/compiled/en/connect'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import { useMessages } from '@/i18n/useMessages'
import { embeddedAccountAtom } from '@/state/atoms'

/** UpdateEmailWallet: the new address; a code to the current one confirms the change first. */
export function UpdateEmailWalletView() {
  const controller = useController()
  const t = useMessages(emailCodeMessages)
  // The email field's own button words, as Connect's email login says them.
  const { sending, continue: proceed } = useMessages(connectMessages)
  const errorText = useServerErrorText()
  const account = useAtomValue(embeddedAccountAtom)
  const update = useAtomValue(emailUpdateAtom)
  const [email, setEmail] = useState('')
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!update.busy)
      controller.use('emailUpdate', (flow) => flow.start(email, { views: true })).catch(() => undefined)
  }
  const error = update.step === 'idle' ? update.error : undefined
  return (
    <form data-view="UpdateEmailWallet" className="flex flex-col gap-3 py-2" onSubmit={submit} noValidate>
      <p className="text-sm text-latch-muted-fg">
        {t.updateIntro({ email: account?.email ?? t.yourCurrentAddress() })}
      </p>
      <label htmlFor={id} className="text-sm font-medium">
        {t.newEmail()}
      </label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        maxLength={254}
        className="latch-input"
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-latch-danger">
          {errorText(error)}
        </p>
      ) : null}
      <button type="submit" className="latch-button" disabled={update.busy || email.trim() === ''}>
        {update.busy ? sending() : proceed()}
      </button>
    </form>
  )
}
