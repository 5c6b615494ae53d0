import { expect } from 'vitest'
import { routerAtom } from '@/state/atoms'
import type { testFrame } from '@/wallets/catalogue/internal/testFrame'

/** Asserts the frame shows ConnectingExternal and asked the host page's wallet `uuid` for its accounts. */
export function expectConnectingExternal(
  frame: Pick<Awaited<ReturnType<typeof testFrame>>, 'store' | 'hostCalls'>,
  uuid: string,
) {
  expect(frame.store.get(routerAtom).view).toBe('ConnectingExternal')
  expect(frame.hostCalls).toContainEqual({
    type: 'injected.request',
    payload: { uuid, method: 'eth_requestAccounts' },
  })
}
