'use client'

import { useEffect } from 'react'
import { refreshWhileShown } from './refreshWhileShown'

/**
 * {@link refreshWhileShown} for as long as the component is mounted and `refresh` is given; a new
 * `refresh` (memoised on what it reads, such as the account) starts over. Pass `undefined` while
 * nothing is shown, such as when the modal is closed but keeps the view rendered.
 *
 * @example
 * const refresh = useCallback(() => void activity.refresh({ background: true }), [activity, key])
 * useRefreshWhileShown(open ? refresh : undefined)
 */
export function useRefreshWhileShown(refresh: (() => void) | undefined): void {
  useEffect(() => (refresh ? refreshWhileShown(refresh) : undefined), [refresh])
}
