'use client'

import { useController } from '@/embed/ControllerContext'

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

  async function copy(value: string) {
    const thing = what.charAt(0).toUpperCase() + what.slice(1)
    try {
      // Missing outside a secure context, and refused without the iframe's clipboard-write permission.
      await navigator.clipboard.writeText(value)
      controller.showToast({
        type: 'show',
        message: `${thing} copied`,
        variant: 'svg',
        svg: { icon: 'copy', iconColor: 'success' },
      })
    } catch {
      controller.showToast({ type: 'show', message: `Couldn't copy the ${what}`, variant: 'error' })
    }
  }

  return (
    <button
      type="button"
      className={props.className ?? 'latch-button-secondary'}
      aria-label={props.label === undefined ? undefined : name}
      disabled={!text}
      onClick={() => {
        if (text) void copy(text)
      }}
    >
      {props.label ?? name}
    </button>
  )
}
