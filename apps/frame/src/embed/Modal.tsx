'use client'

import type { ViewName } from '@latch/protocol'
import { isViewName } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { type ComponentType, type CSSProperties, Suspense, useEffect, useMemo } from 'react'
import { lazyView } from '@/components/lazyView'
import { ModalShell } from '@/components/ModalShell'
import modalMessages from '@/i18n/compiled/en/modal'
import viewTitleMessages from '@/i18n/compiled/en/viewTitles'
import { useMessages } from '@/i18n/useMessages'
import {
  connectionAtom,
  hostConfigAtom,
  hostInitializedAtom,
  overlayShownAtom,
  routerAtom,
  storageTierAtom,
  themeAtom,
} from '@/state/atoms'
import { defaultOpenView } from '@/state/routerReducer'
import { themeToCssVariables } from '@/theme/themeToCssVariables'
import { ConnectView } from '@/views/Connect/ConnectView'
import { AlertNotice } from './AlertNotice'
import { useController } from './ControllerContext'

// Views past Connect load on first use, so that no flow makes Connect slower to open: the full
// wallet list (its virtual list), the QR code views (their encoder), the embedded wallet's views and
// the account's. The wallet views are fetched as soon as the modal opens, Account and its flows as
// soon as someone is connected, so that a click or an open does not wait.
// So do the views that follow a choice on Connect (an injected wallet connecting, the sign-in, a
// network to switch to); Connect fetches them once the modal is open.
const ConnectingExternalView = lazyView(() =>
  import('@/views/ConnectingExternal/ConnectingExternalView').then((m) => m.ConnectingExternalView),
)
const SIWXSignMessageView = lazyView(() =>
  import('@/views/SIWXSignMessage/SIWXSignMessageView').then((m) => m.SIWXSignMessageView),
)
const UnsupportedChainView = lazyView(() =>
  import('@/views/UnsupportedChain/UnsupportedChainView').then((m) => m.UnsupportedChainView),
)
const AllWalletsView = lazyView(() =>
  import('@/views/AllWallets/AllWalletsView').then((m) => m.AllWalletsView),
)
const ConnectingWalletConnectView = lazyView(() =>
  import('@/views/ConnectingWalletConnect/ConnectingWalletConnectView').then(
    (m) => m.ConnectingWalletConnectView,
  ),
)
const ConnectingWalletConnectBasicView = lazyView(() =>
  import('@/views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView').then(
    (m) => m.ConnectingWalletConnectBasicView,
  ),
)
const AccountView = lazyView(() => import('@/views/Account/AccountView').then((m) => m.AccountView))
const EmailVerifyOtpView = lazyView(() =>
  import('@/views/EmailVerifyOtp/EmailVerifyOtpView').then((m) => m.EmailVerifyOtpView),
)
const SecondFactorView = lazyView(() =>
  import('@/views/SecondFactor/SecondFactorView').then((m) => m.SecondFactorView),
)
const EmailVerifyDeviceView = lazyView(() =>
  import('@/views/EmailVerifyDevice/EmailVerifyDeviceView').then((m) => m.EmailVerifyDeviceView),
)
const ApproveTransactionView = lazyView(() =>
  import('@/views/ApproveTransaction/ApproveTransactionView').then((m) => m.ApproveTransactionView),
)
const ExportKeyView = lazyView(() => import('@/views/ExportKey/ExportKeyView').then((m) => m.ExportKeyView))
const UpdateEmailWalletView = lazyView(() =>
  import('@/views/UpdateEmailWallet/UpdateEmailWalletView').then((m) => m.UpdateEmailWalletView),
)
const UpdateEmailPrimaryOtpView = lazyView(() =>
  import('@/views/UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtpView').then((m) => m.UpdateEmailPrimaryOtpView),
)
const UpdateEmailSecondaryOtpView = lazyView(() =>
  import('@/views/UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtpView').then(
    (m) => m.UpdateEmailSecondaryOtpView,
  ),
)
const ConnectSocialsView = lazyView(() =>
  import('@/views/ConnectSocials/ConnectSocialsView').then((m) => m.ConnectSocialsView),
)
const ConnectingSocialView = lazyView(() =>
  import('@/views/ConnectingSocial/ConnectingSocialView').then((m) => m.ConnectingSocialView),
)
const ConnectingFarcasterView = lazyView(() =>
  import('@/views/ConnectingFarcaster/ConnectingFarcasterView').then((m) => m.ConnectingFarcasterView),
)
const ConnectingPasskeyView = lazyView(() =>
  import('@/views/ConnectingPasskey/ConnectingPasskeyView').then((m) => m.ConnectingPasskeyView),
)
const ConnectingSiweView = lazyView(() =>
  import('@/views/ConnectingSiwe/ConnectingSiweView').then((m) => m.ConnectingSiweView),
)
const NetworksView = lazyView(() => import('@/views/Networks/NetworksView').then((m) => m.NetworksView))
const TransactionsView = lazyView(() =>
  import('@/views/Transactions/TransactionsView').then((m) => m.TransactionsView),
)
const RegisterAccountNameView = lazyView(() =>
  import('@/views/RegisterAccountName/RegisterAccountNameView').then((m) => m.RegisterAccountNameView),
)
const WalletSendView = lazyView(() =>
  import('@/views/WalletSend/WalletSendView').then((m) => m.WalletSendView),
)
const WalletSendPreviewView = lazyView(() =>
  import('@/views/WalletSendPreview/WalletSendPreviewView').then((m) => m.WalletSendPreviewView),
)
const SwapView = lazyView(() => import('@/views/swapViews').then((m) => m.SwapView))
const SwapSelectTokenView = lazyView(() => import('@/views/swapViews').then((m) => m.SwapSelectTokenView))
const SwapPreviewView = lazyView(() => import('@/views/swapViews').then((m) => m.SwapPreviewView))
const WalletReceiveView = lazyView(() =>
  import('@/views/WalletReceive/WalletReceiveView').then((m) => m.WalletReceiveView),
)
const OnRampProvidersView = lazyView(() => import('@/views/onRampViews').then((m) => m.OnRampProvidersView))
const OnRampTokenSelectView = lazyView(() =>
  import('@/views/onRampViews').then((m) => m.OnRampTokenSelectView),
)
const OnRampFiatSelectView = lazyView(() => import('@/views/onRampViews').then((m) => m.OnRampFiatSelectView))
const BuyInProgressView = lazyView(() => import('@/views/onRampViews').then((m) => m.BuyInProgressView))
const SessionsView = lazyView(() => import('@/views/Sessions/SessionsView').then((m) => m.SessionsView))
const AccountSettingsView = lazyView(() =>
  import('@/views/AccountSettings/AccountSettingsView').then((m) => m.AccountSettingsView),
)
const CallsStatusView = lazyView(() =>
  import('@/views/CallsStatus/CallsStatusView').then((m) => m.CallsStatusView),
)
const preload = (...views: { preload(): Promise<unknown> }[]) => {
  for (const view of views) view.preload().catch(() => undefined)
}

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
  ConnectingFarcaster: ConnectingFarcasterView,
  ConnectingSiwe: ConnectingSiweView,
  ConnectingPasskey: ConnectingPasskeyView,
  SecondFactor: SecondFactorView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
  Networks: NetworksView,
  WalletReceive: WalletReceiveView,
  OnRampProviders: OnRampProvidersView,
  OnRampTokenSelect: OnRampTokenSelectView,
  OnRampFiatSelect: OnRampFiatSelectView,
  BuyInProgress: BuyInProgressView,
  Transactions: TransactionsView,
  RegisterAccountName: RegisterAccountNameView,
  WalletSend: WalletSendView,
  WalletSendPreview: WalletSendPreviewView,
  Swap: SwapView,
  SwapSelectToken: SwapSelectTokenView,
  SwapPreview: SwapPreviewView,
  CallsStatus: CallsStatusView,
  Sessions: SessionsView,
  AccountSettings: AccountSettingsView,
}

/**
 * The modal: the shell around whichever view the router shows. Closed and hidden by the host, it
 * shows the view open() will show (Connect, or Account once connected), rendered and laid out, so
 * that the host's open only has to make the frame visible.
 */
export function Modal() {
  const t = useMessages(modalMessages)
  // Each view's title in the shell's header; a view without one is titled with the product's name.
  const titles: Partial<Record<string, () => string>> = useMessages(viewTitleMessages)
  const router = useAtomValue(routerAtom)
  const overlayShown = useAtomValue(overlayShownAtom)
  const initialized = useAtomValue(hostInitializedAtom)
  const theme = useAtomValue(themeAtom)
  const storageTier = useAtomValue(storageTierAtom)
  const hostConfig = useAtomValue(hostConfigAtom)
  const controller = useController()
  const connected = useAtomValue(connectionAtom).status === 'connected'
  useEffect(() => {
    if (!connected) return
    preload(AccountView)
    controller.preload('account', 'activity').catch(() => undefined)
  }, [connected, controller])
  useEffect(() => {
    if (router.open) preload(AllWalletsView, ConnectingWalletConnectView, ConnectingWalletConnectBasicView)
  }, [router.open])
  const current = router.open || overlayShown
  const view = current
    ? router.view
    : defaultOpenView({
        connected,
        adaptersConfigured: hostConfig.enableWallets !== false,
        isMobile: hostConfig.isMobile,
      })
  const title =
    view === 'ConnectingExternal'
      ? (router.data.connector?.name ?? t.connecting())
      : view === 'ConnectingWalletConnect'
        ? (router.data.wallet?.name ?? 'WalletConnect')
        : (titles[view as keyof typeof titles]?.() ?? 'Latch')
  // A view the frame does not have (yet) shows Connect, and the shell waits for Connect to appear.
  const shown = isViewName(view) && view in views ? view : 'Connect'
  const View = views[shown] ?? ConnectView
  // One element per view: the shell re-renders as the modal opens or the stack moves, and the view
  // only when it changes or its own state does. Opening at ready shows a Connect rendered and laid
  // out while hidden, and re-rendering its list there cost more than the rest of the open
  // (docs/embed-client.md, "Opening").
  const content = useMemo(() => <View />, [View])
  if (!current && !initialized) return null
  return (
    <ModalShell
      inline={hostConfig.inline === true}
      title={title}
      viewKey={shown}
      themeMode={theme.themeMode}
      storageTier={storageTier}
      style={themeToCssVariables(theme.themeMode, theme.themeVariables) as CSSProperties}
      shake={router.shake}
      canGoBack={current && router.history.length > 1}
      onBack={controller.goBack}
      onClose={controller.close}
    >
      <AlertNotice />
      <Suspense fallback={<p className="py-8 text-center text-sm text-latch-muted-fg">{t.loading()}</p>}>
        {content}
      </Suspense>
    </ModalShell>
  )
}
