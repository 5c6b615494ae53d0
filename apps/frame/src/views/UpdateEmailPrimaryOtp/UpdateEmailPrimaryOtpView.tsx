'use client'

import { useAtomValue } from 'jotai'
import { CodeInput } from '@/components/CodeInput'
import { useController } from '@/embed/ControllerContext'
import { emailUpdateAtom } from '@/embedded/emailUpdateAtom'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import { useMessages } from '@/i18n/useMessages'
import { embeddedAccountAtom } from '@/state/atoms'

/** UpdateEmailPrimaryOtp: the code mailed to the current address, which approves the change. */
export function UpdateEmailPrimaryOtpView() {
  const controller = useController()
  const t = useMessages(emailCodeMessages)
  const account = useAtomValue(embeddedAccountAtom)
  const update = useAtomValue(emailUpdateAtom)
  return (
    <div data-view="UpdateEmailPrimaryOtp" className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="text-sm text-latch-muted-fg">
        {t.primarySent({ email: account?.email ?? t.yourEmail() })}
      </p>
      <CodeInput
        label={t.code()}
        disabled={update.busy}
        error={update.step === 'primary' ? update.error : undefined}
        onComplete={(code) =>
          controller
            .use('emailUpdate', (flow) => flow.verifyPrimary(code, { views: true }))
            .catch(() => undefined)
        }
      />
    </div>
  )
}
