'use client'

import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { useServerErrorText } from '@/components/useServerErrorText'
import { useController } from '@/embed/ControllerContext'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { passkeyLoginAtom } from '@/state/atoms'

/**
 * ConnectingPasskey: log in to the embedded wallet with a passkey, or make a new wallet with a new
 * one (docs/passkeys.md). The passkey works on every site that uses Latch. A try that fails stays
 * here with its reason; going back ends the one under way.
 */
export function ConnectingPasskeyView() {
  const controller = useController()
  const t = useMessages(signInMessages)
  const errorText = useServerErrorText()
  const login = useAtomValue(passkeyLoginAtom)
  // Opened by open({ view }) rather than from Connect: the login is prepared here, once. A login
  // that ends while the view is still shown must not start another.
  const preparedOnMount = useRef(login !== undefined)
  useEffect(() => {
    if (!preparedOnMount.current) void controller.use('embedded', (flow) => flow.openPasskey())
  }, [controller])
  const step = login?.step ?? 'preparing'
  const busy = step !== 'ready'
  let status = t.passkeyIntro()
  if (step === 'preparing') status = t.preparing()
  else if (step === 'verifying') status = t.openingWallet()
  else if (step === 'waiting')
    status = login?.purpose === 'register' ? t.passkeyRegisterWaiting() : t.passkeyLoginWaiting()
  const start = (purpose: 'register' | 'login') =>
    controller.use('embedded', (flow) => flow.startPasskey(purpose))
  return (
    <div data-view="ConnectingPasskey" className="flex flex-col gap-3 py-2 text-center">
      <h2 className="font-semibold">{t.passkeyTitle()}</h2>
      <p role="status" className="text-sm text-latch-muted-fg">
        {status}
      </p>
      {login?.error && !busy ? (
        <p role="alert" className="text-sm text-latch-danger">
          {errorText(login.error)}
        </p>
      ) : null}
      <button type="button" className="latch-button" disabled={busy} onClick={() => void start('login')}>
        {t.passkeySignIn()}
      </button>
      <button
        type="button"
        className="latch-button-secondary"
        disabled={busy}
        onClick={() => void start('register')}
      >
        {t.passkeyCreate()}
      </button>
    </div>
  )
}
