/** Where a drag on the bottom sheet's handle stands: how far down, over how long, on how tall a sheet. */
export type SheetDrag = { distance: number; elapsedMs: number; sheetHeight: number }

// A sheet is dismissed by a drag past a quarter of its height (at most 120 px, so a tall sheet
// does not ask for half the screen), or by a flick: a quick short drag down, as phone sheets do.
const maxCloseDistance = 120
const flickSpeed = 0.5 // px per ms
const flickMinDistance = 24

/**
 * How far the sheet follows a drag on its handle: down as far as the finger goes, up not at all
 * (the sheet is already as tall as its content allows).
 *
 * @example
 * sheetOffset(40) // 40
 * sheetOffset(-30) // 0
 */
export function sheetOffset(distance: number): number {
  return Math.max(0, distance)
}

/**
 * Whether a drag on the sheet's handle, once released, closes the modal or lets the sheet settle
 * back (docs/phones.md).
 *
 * @example
 * sheetReleases({ distance: 150, elapsedMs: 600, sheetHeight: 500 }) // 'close'
 * sheetReleases({ distance: 30, elapsedMs: 40, sheetHeight: 500 }) // 'close' (a flick)
 * sheetReleases({ distance: 30, elapsedMs: 600, sheetHeight: 500 }) // 'settle'
 */
export function sheetReleases(drag: SheetDrag): 'close' | 'settle' {
  const { distance, elapsedMs, sheetHeight } = drag
  if (distance <= 0) return 'settle'
  if (distance >= Math.min(maxCloseDistance, sheetHeight / 4)) return 'close'
  const speed = distance / Math.max(elapsedMs, 1)
  return distance >= flickMinDistance && speed >= flickSpeed ? 'close' : 'settle'
}
