'use client'

import { useController } from '@/embed/ControllerContext'
import { copyWithToast } from './copyWithToast'

/**
 * Copies `text` (a pairing link, an address); the toast says whether the clipboard took it. `what`
 * names the thing in the label and the toast ("Copy link", "Link copied").
 */
export function CopyButton(props: {
  text: string | undefined
  what: string
  /** The visible label; "Copy <what>" when absent. An icon-only button keeps "Copy <what>" as its name. */
  label?: string
  className?: string
}) {
  const controller = useController()
  const { text, what } = props
  const name = `Copy ${what}`

  return (
    <button
      type="button"
      className={props.className ?? 'latch-button-secondary'}
      aria-label={props.label === undefined ? undefined : name}
      disabled={!text}
      onClick={() => {
        if (text) void copyWithToast(controller.showToast, text, what)
      }}
    >
      {props.label ?? name}
    </button>
  )
}
