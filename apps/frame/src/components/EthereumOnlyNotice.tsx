'use client'

import { useAtomValue } from 'jotai'
import { useController } from '@/embed/ControllerContext'
import ethereumOnly from '@/i18n/compiled/en/ethereumOnly'
import { useMessages } from '@/i18n/useMessages'
import { type EthereumOnlyFeature, ethereumOnlyNotice } from '@/networks/ethereumOnlyNotice'
import { connectionAtom, namespaceAtom } from '@/state/atoms'

/**
 * The note an Ethereum-only view (Swap, Buy, names) shows where another namespace is the active
 * one, with the way back to Ethereum; nothing on eip155.
 */
export function EthereumOnlyNotice({ feature }: { feature: EthereumOnlyFeature }) {
  const controller = useController()
  const t = useMessages(ethereumOnly)
  const text = ethereumOnlyNotice(
    t,
    feature,
    useAtomValue(namespaceAtom).active,
    useAtomValue(connectionAtom).address,
  )
  if (!text) return null
  return (
    <div
      role="note"
      data-testid="ethereum-only"
      className="flex flex-col gap-2 rounded-xl bg-latch-muted px-3 py-2 text-sm"
    >
      <p>{text}</p>
      <button
        type="button"
        className="self-start font-medium underline"
        onClick={() => controller.switchNamespace('eip155').catch(() => undefined)}
      >
        {t.switchToEthereum()}
      </button>
    </div>
  )
}
