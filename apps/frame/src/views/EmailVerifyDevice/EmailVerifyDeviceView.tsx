'use client'

import { useAtomValue } from 'jotai'
import { CodeInput } from '@/components/CodeInput'
import { useController } from '@/embed/ControllerContext'
import { emailLoginAtom } from '@/state/atoms'

/**
 * EmailVerifyDevice: an existing account logs in on a device without its share. The mail to the
 * address carries a link and a code; either approves this device, then the login code follows.
 */
export function EmailVerifyDeviceView() {
  const controller = useController()
  const login = useAtomValue(emailLoginAtom)
  return (
    <div data-view="EmailVerifyDevice" className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="text-base font-semibold">Approve this device</p>
      <p className="text-sm text-latch-muted-fg">
        We sent a link and a code to <span className="font-medium text-latch-fg">{login.email}</span>. Open
        the link, or enter the code here. This keeps your wallet safe on a new device or site.
      </p>
      <CodeInput
        label="Device code"
        disabled={login.busy}
        error={login.error}
        onComplete={(code) =>
          controller.use('embedded', (flow) => flow.submitDeviceCode(code)).catch(() => undefined)
        }
      />
      <p role="status" className="text-sm text-latch-muted-fg">
        Waiting for approval…
      </p>
    </div>
  )
}
