'use client'

import { useAtomValue } from 'jotai'
import { CodeInput } from '@/components/CodeInput'
import { useController } from '@/embed/ControllerContext'
import { emailUpdateAtom } from '@/embedded/emailUpdateAtom'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import { useMessages } from '@/i18n/useMessages'

/** UpdateEmailSecondaryOtp: the code mailed to the new address; right, the account moves there. */
export function UpdateEmailSecondaryOtpView() {
  const controller = useController()
  const t = useMessages(emailCodeMessages)
  const update = useAtomValue(emailUpdateAtom)
  return (
    <div data-view="UpdateEmailSecondaryOtp" className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="text-sm text-latch-muted-fg">
        {t.secondarySent({ email: update.step === 'secondary' ? update.newEmail : t.yourNewAddress() })}
      </p>
      <CodeInput
        label={t.code()}
        disabled={update.busy}
        error={update.step === 'secondary' ? update.error : undefined}
        onComplete={(code) =>
          controller
            .use('emailUpdate', (flow) => flow.verifySecondary(code, { views: true }))
            .catch(() => undefined)
        }
      />
    </div>
  )
}
