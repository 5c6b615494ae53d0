'use client'

import { useState } from 'react'
import { PasskeyError } from '@/embedded/passkey/PasskeyError'
import {
  type PasskeyPopupAnswer,
  type PasskeyPopupReady,
  PasskeyPopupRequest,
} from '@/embedded/passkey/passkeyPopupMessages'
import { performPasskeyCeremony } from '@/embedded/passkey/performPasskeyCeremony'
import { PopupText } from '../oauth/PopupText'
import { useOpenerRequest } from '../useOpenerRequest'

type Step = 'waiting' | 'asking' | 'answered'

const closeDelayMs = 300

/** What the popup says for each ceremony; `asks` names the host page that asked, where one did. */
const popupWords = {
  register: {
    heading: 'Create a passkey',
    asks: (host: string) =>
      `${host} asks you to create a passkey for a new Latch wallet. It works on every site that uses Latch.`,
    button: 'Create passkey',
  },
  login: {
    heading: 'Sign in with a passkey',
    asks: (host: string) => `${host} asks you to sign in to your Latch wallet with a passkey.`,
    button: 'Use passkey',
  },
  add: {
    heading: 'Add a passkey',
    asks: (host: string) =>
      `${host} asks you to add a passkey to your Latch wallet. It will open the wallet on every site that uses Latch.`,
    button: 'Add passkey',
  },
  // Asked by the visitor in the frame, not by the host page, which never sees the key.
  reauth: {
    heading: 'Confirm it is you',
    asks: () => 'Use your passkey to confirm it is you before Latch shows your wallet’s private key.',
    button: 'Use passkey',
  },
} as const

/**
 * The passkey popup's page: tells the frame that opened it that it is ready, takes the ceremony the
 * frame sends, runs it when the visitor clicks, and posts the credential back, addressed to the
 * frame's origin only. A cancelled prompt can be tried again here; a browser that cannot use
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

  if (noOpener)
    return <PopupText>Latch opens this window when you use a passkey. You can close it.</PopupText>
  if (step === 'answered') return <PopupText>You can close this window.</PopupText>
  if (!request) return <PopupText>Loading…</PopupText>

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
      // A PasskeyError's message is its short sentence (BaseError's message is its shortMessage).
      setError(caught instanceof Error ? caught.message : String(caught))
      setStep('waiting')
    }
  }
  const words = popupWords[request.purpose]
  return (
    <main className="flex min-h-screen flex-col gap-4 bg-white p-6 font-sans text-neutral-900">
      <h1 className="text-lg font-semibold">{words.heading}</h1>
      <p className="text-sm text-neutral-600">{words.asks(request.host)}</p>
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
