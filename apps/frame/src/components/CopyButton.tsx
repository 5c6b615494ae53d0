'use client'

import { useController } from '@/embed/ControllerContext'
import { copyWithToast } from './copyWithToast'

/**
 * Copies `text` (a pairing link, an address); the toast says whether the clipboard took it. `what`
 * names the thing in the label and the toast ("Copy link", "Link copied"). With `icon` the button
 * shows the frame's copy icon (globals.css, an SVG mask, the one the copy toast shows), which every
 * font renders where a text symbol such as ⧉ is a missing-glyph box in fonts without it, and keeps
 * "Copy <what>" as its name.
 */
export function CopyButton(props: {
  text: string | undefined
  what: string
  icon?: boolean
  className?: string
}) {
  const controller = useController()
  const { text, what } = props
  const name = `Copy ${what}`

  return (
    <button
      type="button"
      className={props.className ?? 'latch-button-secondary'}
      aria-label={props.icon ? name : undefined}
      disabled={!text}
      onClick={() => {
        if (text) void copyWithToast(controller.showToast, text, what)
      }}
    >
      {props.icon ? <span aria-hidden="true" data-icon="copy" className="latch-icon" /> : name}
    </button>
  )
}
