'use client'

import type { ViewName } from '@latch/protocol'
import { useAtomValue } from 'jotai'
import { type ComponentType, type CSSProperties, lazy, Suspense, useEffect } from 'react'
import { ModalShell } from '@/components/ModalShell'
import { routerAtom, storageTierAtom, themeAtom } from '@/controller/atoms'
import { themeToCssVariables } from '@/theme/themeToCssVariables'
import { AccountView } from '@/views/Account/AccountView'
import { ConnectView } from '@/views/Connect/ConnectView'
import { ConnectingExternalView } from '@/views/ConnectingExternal/ConnectingExternalView'
import { SIWXSignMessageView } from '@/views/SIWXSignMessage/SIWXSignMessageView'
import { UnsupportedChainView } from '@/views/UnsupportedChain/UnsupportedChainView'
import { AlertNotice } from './AlertNotice'
import { useController } from './ControllerContext'

// Views past Connect load on first use, so that no flow makes Connect slower to open: the full
// wallet list (its virtual list), the QR code views (their encoder) and the embedded wallet's views.
// The wallet views are fetched as soon as the modal opens (preloadViews), so a click does not wait.
const loadAllWallets = () => import('@/views/AllWallets/AllWalletsView')
const loadConnectingWalletConnect = () =>
  import('@/views/ConnectingWalletConnect/ConnectingWalletConnectView')
const loadConnectingWalletConnectBasic = () =>
  import('@/views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView')
const AllWalletsView = lazy(() => loadAllWallets().then((module) => ({ default: module.AllWalletsView })))
const ConnectingWalletConnectView = lazy(() =>
  loadConnectingWalletConnect().then((module) => ({ default: module.ConnectingWalletConnectView })),
)
const ConnectingWalletConnectBasicView = lazy(() =>
  loadConnectingWalletConnectBasic().then((module) => ({ default: module.ConnectingWalletConnectBasicView })),
)
function preloadViews() {
  for (const load of [loadAllWallets, loadConnectingWalletConnect, loadConnectingWalletConnectBasic])
    load().catch(() => undefined)
}
const EmailVerifyOtpView = lazy(() =>
  import('@/views/EmailVerifyOtp/EmailVerifyOtpView').then((module) => ({
    default: module.EmailVerifyOtpView,
  })),
)
const EmailVerifyDeviceView = lazy(() =>
  import('@/views/EmailVerifyDevice/EmailVerifyDeviceView').then((module) => ({
    default: module.EmailVerifyDeviceView,
  })),
)
const ApproveTransactionView = lazy(() =>
  import('@/views/ApproveTransaction/ApproveTransactionView').then((module) => ({
    default: module.ApproveTransactionView,
  })),
)
const ExportKeyView = lazy(() =>
  import('@/views/ExportKey/ExportKeyView').then((module) => ({ default: module.ExportKeyView })),
)
const UpdateEmailWalletView = lazy(() =>
  import('@/views/UpdateEmailWallet/UpdateEmailWalletView').then((module) => ({
    default: module.UpdateEmailWalletView,
  })),
)
const UpdateEmailPrimaryOtpView = lazy(() =>
  import('@/views/UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtpView').then((module) => ({
    default: module.UpdateEmailPrimaryOtpView,
  })),
)
const UpdateEmailSecondaryOtpView = lazy(() =>
  import('@/views/UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtpView').then((module) => ({
    default: module.UpdateEmailSecondaryOtpView,
  })),
)
const ConnectSocialsView = lazy(() =>
  import('@/views/ConnectSocials/ConnectSocialsView').then((module) => ({
    default: module.ConnectSocialsView,
  })),
)
const ConnectingSocialView = lazy(() =>
  import('@/views/ConnectingSocial/ConnectingSocialView').then((module) => ({
    default: module.ConnectingSocialView,
  })),
)

/** The component of each view the frame has; the others show Connect. */
const views: Partial<Record<ViewName, ComponentType>> = {
  Connect: ConnectView,
  Account: AccountView,
  ConnectingExternal: ConnectingExternalView,
  UnsupportedChain: UnsupportedChainView,
  AllWallets: AllWalletsView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  SIWXSignMessage: SIWXSignMessageView,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ApproveTransaction: ApproveTransactionView,
  ExportKey: ExportKeyView,
  ConnectSocials: ConnectSocialsView,
  ConnectingSocial: ConnectingSocialView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
}

const titles: Partial<Record<string, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ConnectingWalletConnectBasic: 'WalletConnect',
  AllWallets: 'All Wallets',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  ApproveTransaction: 'Approve Request',
  ExportKey: 'Export Private Key',
  ConnectSocials: 'All Socials',
  ConnectingSocial: 'Social Login',
  UpdateEmailWallet: 'Change Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
}

/** The modal: the shell around whichever view the router shows. */
export function Modal() {
  const router = useAtomValue(routerAtom)
  const theme = useAtomValue(themeAtom)
  const storageTier = useAtomValue(storageTierAtom)
  const controller = useController()
  useEffect(() => {
    if (router.open) preloadViews()
  }, [router.open])
  if (!router.open) return null
  const title =
    router.view === 'ConnectingExternal'
      ? (router.data.connector?.name ?? 'Connecting')
      : router.view === 'ConnectingWalletConnect'
        ? (router.data.wallet?.name ?? 'WalletConnect')
        : (titles[router.view] ?? 'Latch')
  // A view the frame does not have (yet) shows Connect, and the shell waits for Connect to appear.
  const shown = router.view in views ? router.view : 'Connect'
  const View = views[shown] ?? ConnectView
  return (
    <ModalShell
      title={title}
      viewKey={shown}
      themeMode={theme.themeMode}
      storageTier={storageTier}
      style={themeToCssVariables(theme.themeMode, theme.themeVariables) as CSSProperties}
      shake={router.shake}
      canGoBack={router.history.length > 1}
      onBack={controller.goBack}
      onClose={controller.close}
    >
      <AlertNotice />
      <Suspense fallback={<p className="py-8 text-center text-sm text-latch-muted-fg">Loading…</p>}>
        <View />
      </Suspense>
    </ModalShell>
  )
}
