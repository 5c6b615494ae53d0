import { atom } from 'jotai'

/** Where the SIWXSignMessage view stands: waiting for the user, signing, or showing why it failed. */
export type SiwxState = {
  status: 'idle' | 'signing' | 'error'
  /** One of the user-facing texts of SiwxError. */
  error?: string
}

/** The sign-in view's state. */
export const siwxAtom = atom<SiwxState>({ status: 'idle' })
