'use client'

import { useAtomValue } from 'jotai'
import { CodeInput } from '@/components/CodeInput'
import { useController } from '@/embed/ControllerContext'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import { richText } from '@/i18n/richText'
import { useMessages } from '@/i18n/useMessages'
import { emailLoginAtom } from '@/state/atoms'

/**
 * EmailVerifyDevice: an existing account logs in on a device without its share. The mail to the
 * address carries a link and a code; either approves this device, then the login code follows.
 */
export function EmailVerifyDeviceView() {
  const controller = useController()
  const t = useMessages(emailCodeMessages)
  const login = useAtomValue(emailLoginAtom)
  return (
    <div data-view="EmailVerifyDevice" className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="text-base font-semibold">{t.approveDevice()}</p>
      <p className="text-sm text-latch-muted-fg">
        {richText(t.deviceSent, { email: <span className="font-medium text-latch-fg">{login.email}</span> })}
      </p>
      <CodeInput
        label={t.deviceCode()}
        disabled={login.busy}
        error={login.error}
        onComplete={(code) =>
          controller.use('embedded', (flow) => flow.submitDeviceCode(code)).catch(() => undefined)
        }
      />
      <p role="status" className="text-sm text-latch-muted-fg">
        {t.waitingApproval()}
      </p>
    </div>
  )
}
