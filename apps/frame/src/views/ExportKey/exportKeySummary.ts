import type { ApprovalSummary } from '@/approvals/popup/approvalPopupMessages'
import type exportKey from '@/i18n/compiled/en/exportKey'

type Messages = (typeof exportKey)['exportKey']

/**
 * What the approval popup shows before ExportKey reveals the key, in the messages `t` of the
 * visitor's language: which wallet, and the warning.
 *
 * @example
 * exportKeySummary(t, { email: 'ada@example.com', address: '0x…' }).title // 'Reveal the private key of your wallet'
 */
export function exportKeySummary(
  t: Messages,
  account: { email?: string | null; address?: string | null } | undefined,
): ApprovalSummary {
  return {
    title: t.summaryTitle(),
    lines: [
      ...(account?.email ? [t.summaryLogin({ email: account.email })] : []),
      ...(account?.address ? [t.summaryAddress({ address: account.address })] : []),
      t.warning(),
    ],
  }
}

/**
 * How ExportKey says the visitor proves it is them before the key shows: with the authenticator
 * app where the wallet's second factor is on (it alone then), else with one of the wallet's
 * passkeys, a code mailed to its address, either, or (a wallet with neither) that it cannot.
 * `passkey` and `totp` are undefined while the frame still asks the server.
 *
 * @example
 * exportProofText(t, 'ada@example.com', true, false) // 'To show the key, confirm it is you with your passkey, or with a code we send to ada@example.com.'
 */
export function exportProofText(
  t: Messages,
  email: string | undefined,
  passkey: boolean | undefined,
  totp: boolean | undefined,
  passkeyFactor?: boolean,
): string {
  if (totp) return t.proofAuthenticator()
  if (passkeyFactor) return t.proofPasskeyFactor()
  if (totp === undefined) return t.checking()
  if (passkey && email) return t.proofPasskeyOrEmail({ email })
  if (passkey) return t.proofPasskey()
  if (email) return t.proofEmail({ email })
  if (passkey === undefined) return t.checking()
  return t.proofNone()
}
