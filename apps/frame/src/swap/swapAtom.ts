import { atom } from 'jotai'
import { initialSwapState, type SwapState } from './SwapState'

/**
 * The swap under way (Swap, SwapSelectToken, SwapPreview). It lives here, not in the controller's
 * atoms module, which /embed loads before its first paint and which no swap code should weigh on.
 */
export const swapAtom = atom<SwapState>(initialSwapState)
