import english from '@/i18n/compiled/en/mail'
import type { ChallengeKind } from '../../db/schema/embedded'

/** The mail room's messages in one language. */
export type MailMessages = (typeof english)['mail']

/**
 * The subject and text of a challenge's mail in the visitor's language (`t`, the mail room, English
 * by default): plain text only, the code in the subject too. Only values the server made or
 * validated go in (the code, the link, a validated address).
 *
 * @example
 * mailTexts('login', { code: '123456' }).subject // 'Your Latch code is 123456'
 */
export function mailTexts(
  kind: ChallengeKind,
  values: { code: string; link?: string; newEmail?: string | null },
  t: MailMessages = english.mail,
): { subject: string; text: string } {
  const { code } = values
  const closing = `${t.expiry()} ${t.ignore()}`
  switch (kind) {
    case 'device':
      return {
        subject: t.deviceSubject({ code }),
        text: [
          t.deviceIntro(),
          t.deviceCode({ code }),
          values.link ?? '',
          '',
          `${closing} ${t.deviceLocked()}`,
        ].join('\n'),
      }
    case 'reauth':
      return {
        subject: t.codeSubject({ code }),
        text: `${t.reauthText({ code })}\n\n${closing} ${t.reauthNever()}`,
      }
    case 'update_primary':
      return {
        subject: t.codeSubject({ code }),
        text: `${t.updatePrimaryText({ code, email: values.newEmail ?? '' })}\n\n${closing} ${t.emailStays()}`,
      }
    case 'update_secondary':
      return {
        subject: t.codeSubject({ code }),
        text: `${t.updateSecondaryText({ code })}\n\n${closing}`,
      }
    case 'login':
      return { subject: t.codeSubject({ code }), text: `${t.loginText({ code })}\n\n${closing}` }
  }
}
