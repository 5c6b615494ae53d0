/**
 * The views the modal has: those of docs/behaviour.md#views-and-the-stack that exist, and the ones named as Reown AppKit names
 * them (docs/behaviour.md#views-and-the-stack). `open({ view })` accepts only these.
 */
export const viewNames = [
  'Account',
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'SIWXSignMessage',
  'ApproveTransaction',
  'UnsupportedChain',
  'Transactions',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectSocials',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'ConnectingSiwe',
  'ConnectingPasskey',
  'SecondFactor',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ExportKey',
  'Networks',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'RegisterAccountName',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'CallsStatus',
  'Sessions',
  'AccountSettings',
] as const

/** One view the modal can show. */
export type ViewName = (typeof viewNames)[number]

/** Whether a name is one of the views the modal has. */
export function isViewName(view: string): view is ViewName {
  return (viewNames as readonly string[]).includes(view)
}
