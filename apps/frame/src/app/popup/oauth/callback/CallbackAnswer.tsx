'use client'

import { useEffect, useState } from 'react'
import { answerOpener, type OpenerAnswer } from '@/embedded/social/answerOpener'
import approvalPopupMessages from '@/i18n/compiled/en/approvalPopup'
import popupMessages from '@/i18n/compiled/en/popup'
import { useMessages } from '@/i18n/useMessages'
import { usePopupLocale } from '../../usePopupLocale'
import { usePopupTitle } from '../../usePopupTitle'
import { PopupText } from '../PopupText'

/**
 * Answers the opener once mounted (the URL is read on the client only) and says what happened.
 *
 * @example
 * <CallbackAnswer />
 */
export function CallbackAnswer() {
  const [answer, setAnswer] = useState<OpenerAnswer>()
  useEffect(() => setAnswer(answerOpener(window)), [])
  // Back from the provider without the frame's query: the language the start page was opened in.
  usePopupLocale('window')
  const { finishingLogin, titleLogin } = useMessages(popupMessages)
  usePopupTitle(titleLogin())
  const { closeWindow } = useMessages(approvalPopupMessages)
  // While it answers, then (if the window is still open) that it may be closed.
  return <PopupText>{answer === undefined ? finishingLogin() : closeWindow()}</PopupText>
}
