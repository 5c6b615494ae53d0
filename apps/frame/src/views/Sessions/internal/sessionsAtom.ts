import { atom } from 'jotai'
import { initialSessionsState, type SessionsState } from './sessionsReducer'

/** The Sessions view's state (sessionsReducer), in the frame's store so that a revoke outlives the view. */
export const sessionsAtom = atom<SessionsState>(initialSessionsState)
