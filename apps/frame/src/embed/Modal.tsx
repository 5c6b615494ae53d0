'use client'

import { useAtomValue } from 'jotai'
import type { CSSProperties, ReactNode } from 'react'
import { ModalShell } from '@/components/ModalShell'
import { routerAtom, storageTierAtom, themeAtom } from '@/controller/atoms'
import { themeToCssVariables } from '@/theme/themeToCssVariables'
import { AccountView } from '@/views/Account/AccountView'
import { AllWalletsView } from '@/views/AllWallets/AllWalletsView'
import { ConnectView } from '@/views/Connect/ConnectView'
import { ConnectingExternalView } from '@/views/ConnectingExternal/ConnectingExternalView'
import { ConnectingWalletConnectView } from '@/views/ConnectingWalletConnect/ConnectingWalletConnectView'
import { ConnectingWalletConnectBasicView } from '@/views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'
import { SIWXSignMessageView } from '@/views/SIWXSignMessage/SIWXSignMessageView'
import { UnsupportedChainView } from '@/views/UnsupportedChain/UnsupportedChainView'
import { AlertNotice } from './AlertNotice'
import { useController } from './ControllerContext'

const titles: Partial<Record<string, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ConnectingWalletConnectBasic: 'WalletConnect',
  AllWallets: 'All Wallets',
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
      : router.view === 'ConnectingWalletConnect'
        ? (router.data.wallet?.name ?? 'WalletConnect')
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
    case 'AllWallets':
      view = <AllWalletsView />
      break
    case 'ConnectingWalletConnect':
      view = <ConnectingWalletConnectView />
      break
    case 'ConnectingWalletConnectBasic':
      view = <ConnectingWalletConnectBasicView />
      break
    case 'SIWXSignMessage':
      view = <SIWXSignMessageView />
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
