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
