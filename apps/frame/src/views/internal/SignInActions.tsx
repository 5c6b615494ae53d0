'use client'

import { PausedReason } from '@/approvals/PausedReason'
import { useApprovalGuard } from '@/approvals/useApprovalGuard'
import { useController } from '@/embed/ControllerContext'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'

/**
 * Cancel and Sign of the sign-in views (SIWXSignMessage, ConnectingSiwe): Sign asks the wallet for
 * the signature, "Signing…" and busy while it does; Cancel disconnects or closes, as the controller
 * decides. Sign acts only while the frame is really visible, so a host page cannot steer a click
 * onto it. While the wallet signs, or without an account, Sign is disabled and says nothing about
 * the frame's visibility: the visitor is then looking at their wallet, often in another window that
 * covers this page.
 */
export function SignInActions(props: { signing: boolean; disabled?: boolean; pausedId: string }) {
  const controller = useController()
  const t = useMessages(signInMessages)
  const guard = useApprovalGuard<HTMLButtonElement>()
  const { signing, pausedId } = props
  const reason = signing || props.disabled === true ? undefined : guard.reason
  return (
    <>
      <div className="mt-2 flex w-full gap-2">
        <button
          type="button"
          className="latch-button-secondary flex-1"
          onClick={() => controller.cancelSignIn()}
        >
          {t.cancel()}
        </button>
        <button
          type="button"
          className="latch-button flex-1"
          ref={guard.ref}
          disabled={signing || props.disabled === true}
          aria-busy={signing}
          aria-disabled={!guard.allowed}
          aria-describedby={reason ? pausedId : undefined}
          onClick={() => {
            if (guard.allows()) controller.signInWithWallet()
          }}
        >
          {signing ? t.signing() : t.sign()}
        </button>
      </div>
      <PausedReason id={pausedId} reason={reason} />
    </>
  )
}
