import type { ToastAction } from '@/state/toastReducer'

/**
 * Copies `value` and says in a toast whether the clipboard took it: "<What> copied" with the copy
 * icon, or "Couldn't copy the <what>" (the clipboard is missing outside a secure context, and
 * refused without the iframe's clipboard-write permission). Call it in the click: browsers copy only
 * then.
 *
 * @example
 * copyWithToast(controller.showToast, address, 'address') // toast 'Address copied'
 */
export async function copyWithToast(
  showToast: (action: ToastAction) => void,
  value: string,
  what: string,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(value)
    showToast({
      type: 'show',
      message: `${what.charAt(0).toUpperCase()}${what.slice(1)} copied`,
      variant: 'svg',
      svg: { icon: 'copy', iconColor: 'success' },
    })
  } catch {
    showToast({ type: 'show', message: `Couldn't copy the ${what}`, variant: 'error' })
  }
}
