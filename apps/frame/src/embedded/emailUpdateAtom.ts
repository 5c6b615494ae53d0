import { atom } from 'jotai'

/**
 * Where a change of the embedded account's email stands: nothing under way, a code mailed to the
 * current address (`primary`), then one mailed to the new address (`secondary`), then `done`. A
 * refused code keeps the step with the server's text; a challenge ended by tries or time goes back
 * to `idle` with it. No code and no token is kept here.
 *
 * @example
 * const waiting: EmailUpdateState = { step: 'primary', newEmail, challengeId, busy: false }
 */
type EmailUpdateState =
  | { step: 'idle'; busy: boolean; error?: string }
  | { step: 'primary' | 'secondary'; newEmail: string; challengeId: string; busy: boolean; error?: string }
  | { step: 'done'; newEmail: string; busy: false }

/**
 * The initial state: no change of email under way.
 *
 * @example
 * store.set(emailUpdateAtom, initialEmailUpdateState)
 */
export const initialEmailUpdateState: EmailUpdateState = { step: 'idle', busy: false }

/**
 * The change of email under way, for the views and the headless messages alike.
 *
 * @example
 * const update = useAtomValue(emailUpdateAtom)
 * if (update.step === 'primary') showCodeField(`Enter the code sent to your current email`)
 */
export const emailUpdateAtom = atom<EmailUpdateState>(initialEmailUpdateState)
