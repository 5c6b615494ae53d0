import type { ChallengeKind } from '../../db/schema/embedded'

/**
 * The subject and text of a challenge's mail: plain text only, the code in the subject too. Only
 * values the server made or validated go in (the code, the link, a validated address).
 */
export function mailTexts(
  kind: ChallengeKind,
  values: { code: string; link?: string; newEmail?: string | null },
): { subject: string; text: string } {
  const { code } = values
  const expiry = 'It expires in 10 minutes and works once.'
  const ignore = 'If this was not you, ignore this email.'
  switch (kind) {
    case 'device':
      return {
        subject: `Approve your new device: ${code}`,
        text: [
          'Someone is logging in to your Latch wallet on a device it has not seen before.',
          `To approve this device, enter the code ${code}, or open this link:`,
          values.link ?? '',
          '',
          `${expiry} ${ignore} The device stays locked out.`,
        ].join('\n'),
      }
    case 'reauth':
      return {
        subject: `Your Latch code is ${code}`,
        text: `Your Latch code to confirm it is you (to export your wallet's private key) is ${code}.\n\n${expiry} ${ignore} Nobody from Latch will ever ask you for it.`,
      }
    case 'update_primary':
      return {
        subject: `Your Latch code is ${code}`,
        text: `Your Latch code to change your wallet's email to ${values.newEmail ?? ''} is ${code}.\n\n${expiry} ${ignore} Your email stays as it is.`,
      }
    case 'update_secondary':
      return {
        subject: `Your Latch code is ${code}`,
        text: `Your Latch code to make this address the email of your Latch wallet is ${code}.\n\n${expiry} ${ignore}`,
      }
    case 'login':
      return {
        subject: `Your Latch code is ${code}`,
        text: `Your Latch login code is ${code}.\n\n${expiry} ${ignore}`,
      }
  }
}
