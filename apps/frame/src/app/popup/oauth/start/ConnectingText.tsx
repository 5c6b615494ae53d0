'use client'

import { useSearchParams } from 'next/navigation'
import popupMessages from '@/i18n/compiled/en/popup'
import { useMessages } from '@/i18n/useMessages'
import { usePopupLocale } from '../../usePopupLocale'
import { usePopupTitle } from '../../usePopupTitle'
import { startText } from './startText'

/**
 * The start page's text from its ?provider=, read on the client so that the page stays static, in
 * the language the frame names in ?locale=.
 *
 * @example
 * <Suspense fallback={startText(null)}><ConnectingText /></Suspense>
 */
export function ConnectingText() {
  usePopupLocale()
  const t = useMessages(popupMessages)
  usePopupTitle(t.titleConnecting())
  // Typed nullable since /embed is a Pages Router page; on the App Router it is always there.
  return startText(useSearchParams()?.get('provider') ?? null, t)
}
