'use client'

import { useAtomValue } from 'jotai'
import { useController } from '@/embed/ControllerContext'
import accountMessages from '@/i18n/compiled/en/account'
import networksMessages from '@/i18n/compiled/en/networks'
import { useMessages } from '@/i18n/useMessages'
import { networksAtom } from '@/state/atoms'
import { NetworkList } from '@/views/Networks/NetworkList'

/** UnsupportedChain: the wallet is on a network this app did not ask for; offer the ones it did. */
export function UnsupportedChainView() {
  const networks = useAtomValue(networksAtom)
  const controller = useController()
  const t = useMessages(networksMessages)
  const { disconnect } = useMessages(accountMessages)
  return (
    <div data-view="UnsupportedChain" className="flex flex-col gap-3">
      <p className="text-sm text-latch-muted-fg">{t.unsupported()}</p>
      <NetworkList
        networks={networks}
        label={t.available()}
        onPick={(id) => void controller.switchNetwork(id)}
      />
      <button type="button" className="latch-button-secondary" onClick={() => controller.disconnect()}>
        {disconnect()}
      </button>
    </div>
  )
}
