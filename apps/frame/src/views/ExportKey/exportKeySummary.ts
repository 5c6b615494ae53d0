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

/**
 * How ExportKey says the visitor proves it is them before the key shows: with one of the wallet's
 * passkeys, a code mailed to its address, either, or (a wallet with neither) that it cannot.
 * `passkey` is undefined while the frame still asks the server whether the wallet has one.
 *
 * @example
 * exportProofText('ada@example.com', true) // 'To show the key, confirm it is you with your passkey, or with a code we send to ada@example.com.'
 */
export function exportProofText(email: string | undefined, passkey: boolean | undefined): string {
  if (passkey && email)
    return `To show the key, confirm it is you with your passkey, or with a code we send to ${email}.`
  if (passkey) return 'To show the key, confirm it is you with your passkey.'
  if (email) return `To show the key, we first send a code to ${email}.`
  if (passkey === undefined) return 'Checking how you can confirm it is you…'
  return 'To show the key, this wallet needs a passkey or an email address: add one in Account settings.'
}
