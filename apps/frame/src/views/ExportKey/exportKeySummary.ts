import type { ApprovalSummary } from '@/approvals/popup/approvalPopupMessages'

/** What ExportKey and its popup say before the key is shown. */
export const exportKeyWarning =
  'Anyone with your private key controls this wallet and everything in it. Never share it, and never paste it into a site. Latch will never ask you for it.'

/**
 * What the approval popup shows before ExportKey reveals the key: which wallet, and the warning.
 *
 * @example
 * exportKeySummary({ email: 'ada@example.com', address: '0x…' }).title // 'Reveal the private key of your wallet'
 */
export function exportKeySummary(
  account: { email?: string | null; address?: string | null } | undefined,
): ApprovalSummary {
  return {
    title: 'Reveal the private key of your wallet',
    lines: [
      ...(account?.email ? [`Login: ${account.email}`] : []),
      ...(account?.address ? [`Address: ${account.address}`] : []),
      exportKeyWarning,
    ],
  }
}

const checking = 'Checking how you can confirm it is you…'

/**
 * How ExportKey says the visitor proves it is them before the key shows: with the authenticator
 * app where the wallet's second factor is on (it alone then), else with one of the wallet's
 * passkeys, a code mailed to its address, either, or (a wallet with neither) that it cannot.
 * `passkey` and `totp` are undefined while the frame still asks the server.
 *
 * @example
 * exportProofText('ada@example.com', true, false) // 'To show the key, confirm it is you with your passkey, or with a code we send to ada@example.com.'
 */
export function exportProofText(
  email: string | undefined,
  passkey: boolean | undefined,
  totp: boolean | undefined,
  passkeyFactor?: boolean,
): string {
  if (totp) return 'To show the key, enter a code from your authenticator app.'
  if (passkeyFactor)
    return 'To show the key, confirm it is you with one of your passkeys, or enter a recovery code.'
  if (totp === undefined) return checking
  if (passkey && email)
    return `To show the key, confirm it is you with your passkey, or with a code we send to ${email}.`
  if (passkey) return 'To show the key, confirm it is you with your passkey.'
  if (email) return `To show the key, we first send a code to ${email}.`
  if (passkey === undefined) return checking
  return 'To show the key, this wallet needs a passkey or an email address: add one in Account settings.'
}
