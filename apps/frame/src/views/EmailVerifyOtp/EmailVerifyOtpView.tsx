'use client'

import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { CodeInput } from '@/components/CodeInput'
import { useServerErrorText } from '@/components/useServerErrorText'
import { useController } from '@/embed/ControllerContext'
import { secondsUntilResend } from '@/embedded/emailLoginReducer'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { emailLoginAtom } from '@/state/atoms'

/** EmailVerifyOtp: the six-digit code mailed to the address, and a new code once the 30 s have passed. */
export function EmailVerifyOtpView() {
  const controller = useController()
  const t = useMessages(emailCodeMessages)
  const { openingWallet } = useMessages(signInMessages)
  const login = useAtomValue(emailLoginAtom)
  const wait = useSecondsUntilResend()
  const connecting = login.step === 'connecting'
  const errorText = useServerErrorText()
  const error =
    login.error && login.attemptsLeft !== undefined && login.attemptsLeft > 0
      ? t.triesLeft({ error: errorText(login.error), count: login.attemptsLeft })
      : login.error
  return (
    <div data-view="EmailVerifyOtp" className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="text-base font-semibold">{t.enterCodeSentTo()}</p>
      <p className="font-medium" data-testid="otp-email">
        {login.email}
      </p>
      <p className="text-sm text-latch-muted-fg">{t.codeValidity()}</p>
      <CodeInput
        label={t.code()}
        disabled={login.busy}
        error={error}
        onComplete={(code) =>
          controller.use('embedded', (flow) => flow.submitOtp(code)).catch(() => undefined)
        }
      />
      {connecting ? (
        <p role="status" className="text-sm text-latch-muted-fg">
          {openingWallet()}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-button-secondary w-full"
        disabled={wait > 0 || login.busy}
        onClick={() => controller.use('embedded', (flow) => flow.resend()).catch(() => undefined)}
      >
        {wait > 0 ? t.resendIn({ seconds: wait }) : t.resend()}
      </button>
    </div>
  )
}

/** The seconds until another code may be asked for, counting down once a second. */
function useSecondsUntilResend(): number {
  const login = useAtomValue(emailLoginAtom)
  const [now, setNow] = useState(() => Date.now())
  const wait = secondsUntilResend(login, now)
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setNow(Date.now()), 1000)
    return () => clearTimeout(timer)
  }, [wait])
  return wait
}
