'use client'

import type { ViewName } from '@latch/protocol'
import { isViewName } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { type ComponentType, type CSSProperties, lazy, Suspense, useEffect } from 'react'
import { ModalShell } from '@/components/ModalShell'
import { connectionAtom, routerAtom, storageTierAtom, themeAtom } from '@/controller/atoms'
import { themeToCssVariables } from '@/theme/themeToCssVariables'
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
// Account loads once someone is connected (before the modal opens on it), not before Connect paints.
const loadAccount = () => import('@/views/Account/AccountView')
const AccountView = lazy(() => loadAccount().then((module) => ({ default: module.AccountView })))
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

const NetworksView = lazy(() =>
  import('@/views/Networks/NetworksView').then((module) => ({ default: module.NetworksView })),
)
const TransactionsView = lazy(() =>
  import('@/views/Transactions/TransactionsView').then((module) => ({ default: module.TransactionsView })),
)
const RegisterAccountNameView = lazy(() =>
  import('@/views/RegisterAccountName/RegisterAccountNameView').then((module) => ({
    default: module.RegisterAccountNameView,
  })),
)
const WalletSendView = lazy(() =>
  import('@/views/WalletSend/WalletSendView').then((module) => ({ default: module.WalletSendView })),
)
const WalletSendPreviewView = lazy(() =>
  import('@/views/WalletSendPreview/WalletSendPreviewView').then((module) => ({
    default: module.WalletSendPreviewView,
  })),
)
const WalletReceiveView = lazy(() =>
  import('@/views/WalletReceive/WalletReceiveView').then((module) => ({ default: module.WalletReceiveView })),
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
  Networks: NetworksView,
  WalletReceive: WalletReceiveView,
  Transactions: TransactionsView,
  RegisterAccountName: RegisterAccountNameView,
  WalletSend: WalletSendView,
  WalletSendPreview: WalletSendPreviewView,
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
  Networks: 'Choose Network',
  WalletReceive: 'Receive',
  Transactions: 'Activity',
  RegisterAccountName: 'Choose Name',
  WalletSend: 'Send',
  WalletSendPreview: 'Review Send',
}

/** The modal: the shell around whichever view the router shows. */
export function Modal() {
  const router = useAtomValue(routerAtom)
  const theme = useAtomValue(themeAtom)
  const storageTier = useAtomValue(storageTierAtom)
  const controller = useController()
  const connected = useAtomValue(connectionAtom).status === 'connected'
  useEffect(() => {
    if (connected) loadAccount().catch(() => undefined)
  }, [connected])
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
  const shown = isViewName(router.view) && router.view in views ? router.view : 'Connect'
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
