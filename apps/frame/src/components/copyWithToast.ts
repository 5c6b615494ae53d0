import type { ToastAction } from '@/state/toastReducer'
import type { CopyTexts } from './copyTexts'

/**
 * Copies `value` and says in a toast whether the clipboard took it: `texts.copied` with the copy
 * icon, or `texts.failed` (the clipboard is missing outside a secure context, and refused without the
 * iframe's clipboard-write permission). Call it in the click: browsers copy only then.
 *
 * @example
 * copyWithToast(controller.showToast, address, copyTexts(t, 'address')) // toast 'Address copied'
 */
export async function copyWithToast(
  showToast: (action: ToastAction) => void,
  value: string,
  texts: Pick<CopyTexts, 'copied' | 'failed'>,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(value)
    showToast({
      type: 'show',
      message: texts.copied,
      variant: 'svg',
      svg: { icon: 'copy', iconColor: 'success' },
    })
  } catch {
    showToast({ type: 'show', message: texts.failed, variant: 'error' })
  }
}
