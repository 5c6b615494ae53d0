import { atom } from 'jotai'
import { connectionAtom, embeddedAccountAtom } from '@/state/atoms'

/**
 * Whether the connected account is the embedded user's smart account, which docs/behaviour.md#validation spares the
 * gas check (a paymaster or the account itself pays). Apart from atoms.ts so that only the send and
 * swap code that reads it loads it.
 *
 * @example
 * const skipGasCheck = store.get(isSmartAccountAtom)
 */
export const isSmartAccountAtom = atom(
  (get) =>
    get(embeddedAccountAtom)?.accountType === 'smartAccount' &&
    get(connectionAtom).connector?.type === 'AUTH',
)
