'use client'

import { useController } from '@/embed/ControllerContext'
import copy from '@/i18n/compiled/en/copy'
import { useMessages } from '@/i18n/useMessages'
import { type CopyTarget, copyTexts } from './copyTexts'
import { copyWithToast } from './copyWithToast'

/**
 * Copies `text` (a pairing link, an address); the toast says whether the clipboard took it. `what`
 * (with `chain` for another chain's address) picks the label and the toasts ("Copy link", "Link
 * copied"). With `icon` the button shows the frame's copy icon (globals.css, an SVG mask, the one the
 * copy toast shows), which every font renders where a text symbol such as ⧉ is a missing-glyph box in
 * fonts without it, and keeps "Copy <what>" as its name.
 */
export function CopyButton(props: {
  text: string | undefined
  what: CopyTarget
  chain?: string
  icon?: boolean
  className?: string
}) {
  const controller = useController()
  const { text } = props
  const texts = copyTexts(useMessages(copy), props.what, props.chain)

  return (
    <button
      type="button"
      className={props.className ?? 'latch-button-secondary'}
      aria-label={props.icon ? texts.label : undefined}
      disabled={!text}
      onClick={() => {
        if (text) void copyWithToast(controller.showToast, text, texts)
      }}
    >
      {props.icon ? <span aria-hidden="true" data-icon="copy" className="latch-icon" /> : texts.label}
    </button>
  )
}
