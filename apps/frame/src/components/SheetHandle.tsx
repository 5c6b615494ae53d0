'use client'

import { type PointerEvent, type RefObject, useRef } from 'react'
import { sheetOffset, sheetReleases } from './sheetSwipe'

/**
 * The drag handle atop the modal when it is a phone's bottom sheet (shown by CSS at phone widths,
 * docs/phones.md): the sheet follows a finger dragging it down and, released far or fast enough,
 * closes the modal; otherwise it settles back. It is a pointer convenience, hidden from assistive
 * technology: the Close button and Escape do the same. The sheet moves by its style, not by a
 * render per pointer move.
 */
export function SheetHandle(props: { sheet: RefObject<HTMLElement | null>; onClose: () => void }) {
  const drag = useRef<{ pointerId: number; startY: number; startedAt: number } | null>(null)

  const place = (offset: number) => {
    const sheet = props.sheet.current
    if (!sheet) return
    sheet.style.transform = offset > 0 ? `translateY(${offset}px)` : ''
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary) return
    event.currentTarget.setPointerCapture(event.pointerId)
    // The sheet tracks the finger at once; only settling back is animated.
    if (props.sheet.current) props.sheet.current.style.transition = 'none'
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startedAt: event.timeStamp }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current
    if (current?.pointerId !== event.pointerId) return
    place(sheetOffset(event.clientY - current.startY))
  }

  function release(event: PointerEvent<HTMLDivElement>, cancelled: boolean) {
    const current = drag.current
    if (current?.pointerId !== event.pointerId) return
    drag.current = null
    if (props.sheet.current) props.sheet.current.style.transition = ''
    place(0)
    if (cancelled) return
    const outcome = sheetReleases({
      distance: event.clientY - current.startY,
      elapsedMs: event.timeStamp - current.startedAt,
      sheetHeight: props.sheet.current?.offsetHeight ?? Number.POSITIVE_INFINITY,
    })
    if (outcome === 'close') props.onClose()
  }

  return (
    <div
      aria-hidden="true"
      data-testid="sheet-handle"
      className="latch-sheet-handle"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => release(event, false)}
      onPointerCancel={(event) => release(event, true)}
    >
      <span />
    </div>
  )
}
