'use client'

import { errorCodes } from '@latch/protocol'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { ModalShell } from '@/components/ModalShell'
import { failure } from '@/controller/replies'
import { themeToCssVariables } from '@/theme/themeToCssVariables'
import type { HostLink } from './hostLink'

/**
 * The modal for a missing or unknown projectId: it only shows why Latch cannot work here. It
 * holds no state and no secret, so it talks to any parent, and only to show and hide itself.
 */
export function EmbedError(props: { title: string; message: string }) {
  const [open, setOpen] = useState(true)
  const link = useRef<HostLink>(undefined)

  useEffect(() => {
    let cancelled = false
    // penpal loads after the first render, as on /embed (see EmbedApp).
    import('./hostLink')
      .then(({ connectToHost }) =>
        connectToHost({
          allowedOrigins: [/^https?:\/\/[^/]+$/],
          handle: async (message) => {
            const error = { code: errorCodes.unauthorized, message: props.title }
            // failure() echoes only a usable id and type: any message gets a reply penpal can send.
            const { v, id, type } = failure(message, error)
            if (type === 'open') setOpen(true)
            if (type === 'open' || type === 'close')
              return { v, id, type, ok: true, payload: type === 'close' ? { closed: true } : {} }
            return { v, id, type, ok: false, error }
          },
        }),
      )
      .then((connected) => {
        if (cancelled) connected.destroy()
        else link.current = connected
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      link.current?.destroy()
    }
  }, [props.title])

  if (!open) return null
  const close = () => {
    setOpen(false)
    link.current?.call('setVisible', { visible: false }).catch(() => undefined)
  }
  return (
    <ModalShell
      title={props.title}
      viewKey="error"
      themeMode="dark"
      style={themeToCssVariables('dark', {}) as CSSProperties}
      shake={false}
      canGoBack={false}
      onBack={close}
      onClose={close}
    >
      <div role="alert" className="flex flex-col gap-2 py-4 text-center">
        <p className="font-semibold text-latch-danger">{props.title}</p>
        <p className="text-sm text-latch-muted-fg">{props.message}</p>
      </div>
    </ModalShell>
  )
}
