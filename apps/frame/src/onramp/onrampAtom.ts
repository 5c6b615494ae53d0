import { atom } from 'jotai'
import { initialOnrampState, type OnrampState } from './OnrampState'

/**
 * The purchase under way (OnRampProviders and the views it opens, BuyInProgress). It lives here, not
 * in state/atoms, so that the /embed page's first load does not carry the Buy flow.
 */
export const onrampAtom = atom<OnrampState>(initialOnrampState)
