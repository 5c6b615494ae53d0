import { atom } from 'jotai'
import { initialLoginsState, type LoginsState } from './loginsReducer'

/** AccountSettings' Logins (loginsReducer), in the frame's store so that a removal outlives the view. */
export const loginsAtom = atom<LoginsState>(initialLoginsState)
