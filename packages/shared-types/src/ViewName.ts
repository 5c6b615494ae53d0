/** The views of the modal's view stack (SPEC.md §2), plus AllWallets, the full wallet list behind Connect. */
export const viewNames = [
  'Account',
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'ConnectingSiwe',
  'SIWXSignMessage',
  'ApproveTransaction',
  'UnsupportedChain',
  'Swap',
  'Transactions',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectSocials',
  'ConnectingSocial',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'AccountSettings',
  'ExportKey',
] as const

/** One view of the modal's view stack. */
export type ViewName = (typeof viewNames)[number]
