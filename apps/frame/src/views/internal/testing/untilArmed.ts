import { act } from 'react'

/**
 * Waits (at most 2 s) until a button that useApprovalGuard pauses is armed: the test DOM has no
 * IntersectionObserver v2, so only the arming delay applies.
 *
 * @example
 * await untilArmed(button('Confirm'))
 */
export async function untilArmed(element: Element | null | undefined): Promise<void> {
  const deadline = Date.now() + 2_000
  while (element?.getAttribute('aria-disabled') !== 'false') {
    if (Date.now() > deadline) throw new Error('The guarded button never armed')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}
