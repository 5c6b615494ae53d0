'use client'

import { useController } from '@/embed/ControllerContext'

/** Copies a pairing URI for a wallet on this device; the toast says whether the clipboard took it. */
export function CopyLinkButton(props: { uri: string | undefined }) {
  const controller = useController()
  const { uri } = props

  async function copy(text: string) {
    try {
      // Missing outside a secure context, and refused without the iframe's clipboard-write permission.
      await navigator.clipboard.writeText(text)
      controller.showToast({ type: 'show', message: 'Link copied', variant: 'success' })
    } catch {
      controller.showToast({ type: 'show', message: "Couldn't copy the link", variant: 'error' })
    }
  }

  return (
    <button
      type="button"
      className="latch-button-secondary"
      disabled={!uri}
      onClick={() => {
        if (uri) void copy(uri)
      }}
    >
      Copy link
    </button>
  )
}
