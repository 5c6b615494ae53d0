'use client'

import { useAtomValue } from 'jotai'
import { CodeInput } from '@/components/CodeInput'
import { useController } from '@/embed/ControllerContext'
import { emailUpdateAtom } from '@/embedded/emailUpdateAtom'

/** UpdateEmailSecondaryOtp: the code mailed to the new address; right, the account moves there. */
export function UpdateEmailSecondaryOtpView() {
  const controller = useController()
  const update = useAtomValue(emailUpdateAtom)
  return (
    <div data-view="UpdateEmailSecondaryOtp" className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="text-sm text-latch-muted-fg">
        Enter the code we sent to {update.step === 'secondary' ? update.newEmail : 'your new address'}.
      </p>
      <CodeInput
        label="Code"
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
