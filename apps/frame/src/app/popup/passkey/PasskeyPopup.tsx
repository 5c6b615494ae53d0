'use client'

import { useState } from 'react'
import { useServerErrorText } from '@/components/useServerErrorText'
import { PasskeyError } from '@/embedded/passkey/PasskeyError'
import {
  type PasskeyPopupAnswer,
  type PasskeyPopupReady,
  PasskeyPopupRequest,
  type PasskeyPurpose,
} from '@/embedded/passkey/passkeyPopupMessages'
import { performPasskeyCeremony } from '@/embedded/passkey/performPasskeyCeremony'
import approvalPopupMessages from '@/i18n/compiled/en/approvalPopup'
import popupMessages from '@/i18n/compiled/en/popup'
import { useMessages } from '@/i18n/useMessages'
import { PopupText } from '../oauth/PopupText'
import { useOpenerRequest } from '../useOpenerRequest'
import { usePopupLocale } from '../usePopupLocale'
import { usePopupTitle } from '../usePopupTitle'

type Step = 'waiting' | 'asking' | 'answered'

const closeDelayMs = 300

type PopupMessages = (typeof popupMessages)['popup']

/** What the popup says for each ceremony; `asks` names the host page that asked, where one did. */
function popupWords(t: PopupMessages, purpose: PasskeyPurpose, host: string) {
  switch (purpose) {
    case 'register':
      return { heading: t.registerHeading(), asks: t.registerAsks({ host }), button: t.registerButton() }
    case 'login':
      return { heading: t.loginHeading(), asks: t.loginAsks({ host }), button: t.passkeyButton() }
    case 'add':
      return { heading: t.addHeading(), asks: t.addAsks({ host }), button: t.addButton() }
    // Asked by the visitor in the frame, not by the host page, which never sees the key.
    case 'reauth':
      return { heading: t.reauthHeading(), asks: t.reauthAsks(), button: t.passkeyButton() }
  }
}

/**
 * The passkey popup's page, in the visitor's language: tells the frame that opened it that it is
 * ready, takes the ceremony the frame sends, runs it when the visitor clicks, and posts the
 * credential back, addressed to the frame's origin only. A cancelled prompt can be tried again here; a browser that cannot use
 * passkeys is told to the frame. Only a request from the opener at `frameOrigin` is heard, so a host
 * page that opens this page itself gets nothing to run.
 *
 * @example
 * <PasskeyPopup frameOrigin="http://127.0.0.1:3000" />
 */
export function PasskeyPopup({ frameOrigin }: { frameOrigin: string }) {
  const [step, setStep] = useState<Step>('waiting')
  const [error, setError] = useState<string>()
  const ready: PasskeyPopupReady = { type: 'latch:passkey-popup:ready' }
  const { noOpener, request } = useOpenerRequest(PasskeyPopupRequest, ready, frameOrigin)
  const t = useMessages(popupMessages)
  const { closeWindow } = useMessages(approvalPopupMessages)
  const errorText = useServerErrorText()
  usePopupLocale()
  usePopupTitle(t.titlePasskey())

  if (noOpener) return <PopupText>{t.passkeyNoOpener()}</PopupText>
  if (step === 'answered') return <PopupText>{closeWindow()}</PopupText>
  if (!request) return <PopupText>{t.loading()}</PopupText>

  const reply = (result: PasskeyPopupAnswer['result']) => {
    const message: PasskeyPopupAnswer = { type: 'latch:passkey-popup:answer', id: request.id, result }
    ;(window.opener as Window | null)?.postMessage(message, frameOrigin)
    setStep('answered')
    // A moment later, not inside the click: the visitor sees that the answer went.
    setTimeout(() => window.close(), closeDelayMs)
  }
  const start = async () => {
    setStep('asking')
    setError(undefined)
    try {
      reply({ credential: await performPasskeyCeremony(request.purpose, request.options) })
    } catch (caught) {
      if (caught instanceof PasskeyError && caught.reason === 'unsupported')
        return reply({ failure: 'unsupported' })
      // A PasskeyError's message is its short sentence, which the visitor reads in their language;
      // anything else in the browser's words.
      setError(errorText(caught instanceof Error ? caught.message : String(caught)))
      setStep('waiting')
    }
  }
  const words = popupWords(t, request.purpose, request.host)
  return (
    <main className="flex min-h-screen flex-col gap-4 bg-white p-6 font-sans text-neutral-900">
      <h1 className="text-lg font-semibold">{words.heading}</h1>
      <p className="text-sm text-neutral-600">{words.asks}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="rounded-full bg-neutral-900 px-4 py-2 font-semibold text-white disabled:opacity-50"
        disabled={step === 'asking'}
        onClick={() => void start()}
      >
        {words.button}
      </button>
    </main>
  )
}
