'use client'

import { useAtomValue } from 'jotai'
import { CodeInput } from '@/components/CodeInput'
import { useController } from '@/embed/ControllerContext'
import { emailUpdateAtom } from '@/embedded/emailUpdateAtom'
import { embeddedAccountAtom } from '@/state/atoms'

/** UpdateEmailPrimaryOtp: the code mailed to the current address, which approves the change. */
export function UpdateEmailPrimaryOtpView() {
  const controller = useController()
  const account = useAtomValue(embeddedAccountAtom)
  const update = useAtomValue(emailUpdateAtom)
  return (
    <div data-view="UpdateEmailPrimaryOtp" className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="text-sm text-latch-muted-fg">
        Enter the code we sent to your current address, {account?.email ?? 'your email'}.
      </p>
      <CodeInput
        label="Code"
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
