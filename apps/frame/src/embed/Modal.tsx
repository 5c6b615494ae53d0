'use client'

import { useAtomValue } from 'jotai'
import type { CSSProperties, ReactNode } from 'react'
import { ModalShell } from '@/components/ModalShell'
import { routerAtom, storageTierAtom, themeAtom } from '@/controller/atoms'
import { themeToCssVariables } from '@/theme/themeToCssVariables'
import { AccountView } from '@/views/Account/AccountView'
import { ConnectView } from '@/views/Connect/ConnectView'
import { ConnectingExternalView } from '@/views/ConnectingExternal/ConnectingExternalView'
import { UnsupportedChainView } from '@/views/UnsupportedChain/UnsupportedChainView'
import { AlertNotice } from './AlertNotice'
import { useController } from './ControllerContext'

const titles: Partial<Record<string, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  UnsupportedChain: 'Switch Network',
}

/** The modal: the shell around whichever view the router shows. */
export function Modal() {
  const router = useAtomValue(routerAtom)
  const theme = useAtomValue(themeAtom)
  const storageTier = useAtomValue(storageTierAtom)
  const controller = useController()
  if (!router.open) return null
  const title =
    router.view === 'ConnectingExternal'
      ? (router.data.connector?.name ?? 'Connecting')
      : (titles[router.view] ?? 'Latch')
  let view: ReactNode
  switch (router.view) {
    case 'Account':
      view = <AccountView />
      break
    case 'ConnectingExternal':
      view = <ConnectingExternalView />
      break
    case 'UnsupportedChain':
      view = <UnsupportedChainView />
      break
    default:
      view = <ConnectView />
  }
  return (
    <ModalShell
      title={title}
      viewKey={router.view}
      themeMode={theme.themeMode}
      storageTier={storageTier}
      style={themeToCssVariables(theme.themeMode, theme.themeVariables) as CSSProperties}
      shake={router.shake}
      canGoBack={router.history.length > 1}
      onBack={controller.goBack}
      onClose={controller.close}
    >
      <AlertNotice />
      {view}
    </ModalShell>
  )
}
