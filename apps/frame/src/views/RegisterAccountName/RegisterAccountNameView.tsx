'use client'

import { useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { PausedReason } from '@/approvals/PausedReason'
import { useApprovalGuard } from '@/approvals/useApprovalGuard'
import { EthereumOnlyNotice } from '@/components/EthereumOnlyNotice'
import { useController } from '@/embed/ControllerContext'
import namesMessages from '@/i18n/compiled/en/names'
import { useMessages } from '@/i18n/useMessages'
import { invalidNameText } from '@/names/invalidNameText'
import { connectionAtom, embeddedAccountAtom, registerNameAtom } from '@/state/atoms'

// How long the search waits after the last keystroke, as the wallet search does (docs/behaviour.md#constants-and-limits).
const searchDelayMs = 300

/**
 * RegisterAccountName: search a `.latch.id` name, see which are free, and register one by signing a
 * message with the connected wallet. The text is checked against the name rules as it is typed; the
 * registration itself (and what it ends with) is the controller's names flow.
 */
export function RegisterAccountNameView() {
  const controller = useController()
  const t = useMessages(namesMessages)
  // Register signs: it acts only while the frame is really visible, so a host page cannot steer it.
  const guard = useApprovalGuard<HTMLUListElement>()
  const state = useAtomValue(registerNameAtom)
  const connection = useAtomValue(connectionAtom)
  const embedded = useAtomValue(embeddedAccountAtom)
  const isEmbedded = embedded !== undefined && connection.connector?.type === 'AUTH'
  // A registration that ended (the flow is `done` as it leaves for Account) is not shown again:
  // this visit starts with an empty search. Read once, as the view opens.
  const [ended] = useState(state.step === 'done')
  const [text, setText] = useState(ended ? '' : state.query)
  const id = useId()
  const busy = state.step === 'signing' || state.step === 'registering'

  useEffect(() => {
    if (ended) controller.use('names', (flow) => flow.reset()).catch(() => undefined)
  }, [controller, ended])

  useEffect(() => {
    if (text === state.query || busy) return
    const timer = setTimeout(() => {
      controller.use('names', (flow) => flow.search(text)).catch(() => undefined)
    }, searchDelayMs)
    return () => clearTimeout(timer)
  }, [controller, text, state.query, busy])

  const searchNow = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) controller.use('names', (flow) => flow.search(text)).catch(() => undefined)
  }
  const register = (name: string) => {
    if (guard.allows()) controller.use('names', (flow) => flow.register(name)).catch(() => undefined)
  }

  return (
    <div data-view="RegisterAccountName" className="flex flex-col gap-3 py-2">
      <EthereumOnlyNotice feature="names" />
      <form className="flex flex-col gap-2" onSubmit={searchNow}>
        <label htmlFor={id} className="text-sm font-medium">
          {t.search()}
        </label>
        <input
          id={id}
          type="search"
          className="latch-input"
          placeholder={t.placeholder()}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={300}
          value={text}
          disabled={busy}
          aria-invalid={state.labelError ? true : undefined}
          aria-describedby={state.labelError ? `${id}-rule` : `${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        {state.labelError ? (
          <p id={`${id}-rule`} className="text-sm text-latch-danger" data-testid="name-rule">
            {invalidNameText(state.labelError, t)}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-latch-muted-fg">
            {t.hint()}
          </p>
        )}
      </form>

      {state.loading ? (
        <p role="status" className="text-sm text-latch-muted-fg">
          {t.searching()}
        </p>
      ) : null}

      {state.suggestions.length > 0 ? (
        <ul ref={guard.ref} aria-label={t.list()} className="flex flex-col gap-2">
          {state.suggestions.map((suggestion) => {
            const chosen = suggestion.name === state.chosen
            return (
              <li key={suggestion.name} className="latch-list-item">
                <span className="min-w-0 flex-1 truncate font-medium" title={suggestion.name}>
                  {suggestion.name}
                </span>
                <span className="latch-tag">{suggestion.registered ? t.registered() : t.available()}</span>
                {suggestion.registered ? null : (
                  <button
                    type="button"
                    className="latch-button"
                    aria-busy={chosen && busy ? true : undefined}
                    disabled={busy || state.loading}
                    aria-disabled={!guard.allowed}
                    aria-describedby={guard.reason ? 'register-paused' : undefined}
                    onClick={() => register(suggestion.name)}
                  >
                    {chosen && busy
                      ? state.step === 'signing'
                        ? t.signing()
                        : t.registering()
                      : t.register()}
                    <span className="sr-only"> {suggestion.name}</span>
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      <PausedReason id="register-paused" reason={guard.reason} />

      {state.step === 'signing' && !isEmbedded ? (
        <p role="status" className="text-center text-sm font-semibold">
          {t.signInWallet()}
        </p>
      ) : null}
      {state.step === 'registering' ? (
        <p role="status" className="text-center text-sm text-latch-muted-fg">
          {t.registeringName({ name: state.chosen ?? '' })}
        </p>
      ) : null}
      {state.error ? (
        <p role="alert" className="text-sm font-semibold text-latch-danger">
          {state.error}
        </p>
      ) : null}
    </div>
  )
}
