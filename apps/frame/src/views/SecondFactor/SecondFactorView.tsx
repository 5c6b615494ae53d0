'use client'

import { useAtomValue } from 'jotai'
import { ConfirmWithPasskeyButton } from '@/components/ConfirmWithPasskeyButton'
import { SecondFactorCodeForm } from '@/components/SecondFactorCodeForm'
import { useController } from '@/embed/ControllerContext'
import { secondFactorPromptAtom } from '@/state/atoms'

/**
 * SecondFactor: a login on a device that has not passed the wallet's second factor waits here for a
 * code of its authenticator app, or one of its passkeys, or a recovery code
 * (docs/passkeys.md#second-factor). Leaving the view ends the login; the device gets no share of
 * the key before the factor.
 */
export function SecondFactorView() {
  const controller = useController()
  const prompt = useAtomValue(secondFactorPromptAtom)
  const passkey = prompt?.kind === 'passkey'
  return (
    <div data-view="SecondFactor" className="flex flex-col gap-3 py-2 text-center">
      {prompt ? (
        <>
          <p className="text-sm text-latch-muted-fg">
            {passkey
              ? 'This wallet asks for one of its passkeys on a new device.'
              : 'This wallet asks for a code from your authenticator app on a new device.'}
          </p>
          {passkey ? (
            <ConfirmWithPasskeyButton
              busy={prompt.busy}
              onConfirm={() => controller.use('embedded', (flow) => flow.confirmSecondFactorWithPasskey())}
            />
          ) : null}
          <SecondFactorCodeForm
            kind={prompt.kind}
            submitLabel="Continue"
            busy={prompt.busy}
            error={prompt.error}
            onSubmit={(code) => controller.use('embedded', (flow) => flow.submitSecondFactor(code))}
          />
        </>
      ) : (
        <p className="text-sm text-latch-muted-fg">No login is waiting for a code.</p>
      )}
    </div>
  )
}
