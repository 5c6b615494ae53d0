'use client'

import { useAtomValue } from 'jotai'
import modalMessages from '@/i18n/compiled/en/modal'
import { useMessages } from '@/i18n/useMessages'
import { alertAtom } from '@/state/atoms'
import { useController } from './ControllerContext'

/** The alert of docs/behaviour.md#errors the frame raised, if any, above the view until the user dismisses it. */
export function AlertNotice() {
  const alert = useAtomValue(alertAtom)
  const controller = useController()
  const t = useMessages(modalMessages)
  if (!alert) return null
  return (
    <div role="alert" data-alert={alert.variant} className="mb-3 flex flex-col gap-1 text-center">
      <p className="font-semibold text-latch-danger">{alert.shortMessage}</p>
      <p className="text-sm text-latch-muted-fg">{alert.longMessage}</p>
      <button type="button" className="latch-button-secondary" onClick={controller.dismissAlert}>
        {t.dismiss()}
      </button>
    </div>
  )
}
