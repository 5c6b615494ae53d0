'use client'

import { useEffect, useState } from 'react'
import { answerOpener, type OpenerAnswer } from '@/embedded/social/answerOpener'
import { PopupText } from '../PopupText'

/**
 * The callback's text: while it answers, then (if the window is still open) that it may be closed.
 *
 * @example
 * callbackText('no-opener') // 'You can close this window.'
 */
function callbackText(answer: OpenerAnswer | undefined): string {
  return answer === undefined ? 'Finishing login…' : 'You can close this window.'
}

/**
 * Answers the opener once mounted (the URL is read on the client only) and says what happened.
 *
 * @example
 * <CallbackAnswer />
 */
export function CallbackAnswer() {
  const [answer, setAnswer] = useState<OpenerAnswer>()
  useEffect(() => setAnswer(answerOpener(window)), [])
  return <PopupText>{callbackText(answer)}</PopupText>
}
