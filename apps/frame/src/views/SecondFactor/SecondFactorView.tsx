'use client'

import { useAtomValue } from 'jotai'
import { ConfirmWithPasskeyButton } from '@/components/ConfirmWithPasskeyButton'
import { SecondFactorCodeForm } from '@/components/SecondFactorCodeForm'
import { useController } from '@/embed/ControllerContext'
import connectMessages from '@/i18n/compiled/en/connect'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import { useMessages } from '@/i18n/useMessages'
import { secondFactorPromptAtom } from '@/state/atoms'

/**
 * SecondFactor: a login on a device that has not passed the wallet's second factor waits here for a
 * code of its authenticator app, or one of its passkeys, or a recovery code
 * (docs/passkeys.md#second-factor). Leaving the view ends the login; the device gets no share of
 * the key before the factor.
 */
export function SecondFactorView() {
  const controller = useController()
  const t = useMessages(emailCodeMessages)
  const { continue: proceed } = useMessages(connectMessages)
  const prompt = useAtomValue(secondFactorPromptAtom)
  const passkey = prompt?.kind === 'passkey'
  return (
    <div data-view="SecondFactor" className="flex flex-col gap-3 py-2 text-center">
      {prompt ? (
        <>
          <p className="text-sm text-latch-muted-fg">{passkey ? t.passkeyFactor() : t.totpFactor()}</p>
          {passkey ? (
            <ConfirmWithPasskeyButton
              busy={prompt.busy}
              onConfirm={() => controller.use('embedded', (flow) => flow.confirmSecondFactorWithPasskey())}
            />
          ) : null}
          <SecondFactorCodeForm
            kind={prompt.kind}
            submitLabel={proceed()}
            busy={prompt.busy}
            error={prompt.error}
            onSubmit={(code) => controller.use('embedded', (flow) => flow.submitSecondFactor(code))}
          />
        </>
      ) : (
        <p className="text-sm text-latch-muted-fg">{t.noLoginWaiting()}</p>
      )}
    </div>
  )
}
