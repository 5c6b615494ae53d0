'use client'

import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { SecondFactorCodeField } from '@/components/SecondFactorCodeField'
import { maxSendLimitUsd, type SecondFactorKind } from '@/embedded/api/totpApi'
import { formatUsd } from '@/format/formatUsd'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import settingsMessages from '@/i18n/compiled/en/settings'
import signInMessages from '@/i18n/compiled/en/signIn'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { inputErrorText } from '@/send/inputErrorText'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'

/**
 * The limit typed, in USD to the cent: null for none (an empty field), or why it cannot be one
 * (over the most, in the visitor's words: `atMost`).
 */
function readLimit(
  text: string,
  atMost: (usd: number) => string,
): { ok: true; usd: number | null } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, usd: null }
  const cents = parseDecimalAmount(text, 2)
  if (!cents.ok) return cents
  if (cents.value > BigInt(maxSendLimitUsd) * 100n) return { ok: false, error: atMost(maxSendLimitUsd) }
  return { ok: true, usd: Number(cents.value) / 100 }
}

/**
 * The send limit and a code of the second factor in one form (docs/passkeys.md#send-limit): sends
 * worth more ask for a code; an empty limit removes it. Where the factor is a passkey, Save confirms
 * with it (`code` undefined) unless a recovery code is typed. What was typed stays after a refusal.
 */
export function SendLimitForm(props: {
  kind: SecondFactorKind
  current: number | null
  busy: boolean
  error?: string | undefined
  onSubmit: (sendLimitUsd: number | null, code: string | undefined) => void
  onCancel: () => void
}) {
  const [limit, setLimit] = useState(props.current === null ? '' : String(props.current))
  const [code, setCode] = useState('')
  const [limitError, setLimitError] = useState<string>()
  const id = useId()
  const passkey = props.kind === 'passkey'
  const t = useMessages(settingsMessages)
  const { cancel } = useMessages(signInMessages)
  const { checking } = useMessages(emailCodeMessages)
  const errors = useMessages(inputErrorsMessages)
  const { locale } = useAtomValue(localeAtom)
  return (
    <form
      className="flex w-full flex-col gap-2"
      aria-label={t.sendLimit()}
      onSubmit={(event) => {
        event.preventDefault()
        const read = readLimit(limit, (most) => t.atMost({ usd: formatUsd(most, locale) }))
        setLimitError(read.ok ? undefined : inputErrorText(read.error, errors))
        const typed = code.trim() || undefined
        if (read.ok && (typed || passkey) && !props.busy) props.onSubmit(read.usd, typed)
      }}
    >
      <label htmlFor={`${id}-limit`} className="text-sm text-latch-muted-fg">
        {passkey ? t.limitLabelPasskey() : t.limitLabelCode()}
      </label>
      <input
        id={`${id}-limit`}
        className="latch-input"
        inputMode="decimal"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the form appears in answer to the visitor's click, to take this limit.
        autoFocus
        value={limit}
        aria-invalid={limitError ? true : undefined}
        aria-describedby={limitError ? `${id}-limit-error` : undefined}
        onChange={(event) => setLimit(event.target.value)}
      />
      {limitError ? (
        <p id={`${id}-limit-error`} role="alert" className="text-sm text-latch-danger">
          {limitError}
        </p>
      ) : null}
      <SecondFactorCodeField kind={props.kind} value={code} onChange={setCode} error={props.error} />
      <div className="flex gap-2">
        <button
          type="button"
          className="latch-button-secondary flex-1"
          disabled={props.busy}
          onClick={props.onCancel}
        >
          {cancel()}
        </button>
        <button
          type="submit"
          className="latch-button flex-1"
          disabled={props.busy || (!passkey && !code.trim())}
        >
          {props.busy ? checking() : passkey && !code.trim() ? t.saveWithPasskey() : t.saveLimit()}
        </button>
      </div>
    </form>
  )
}
