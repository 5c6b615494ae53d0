/** Sign-in (SIWX) settings; data only, because configuration crosses postMessage to the frame. */
export interface SiwxConfig {
  /** When set, cancelling sign-in disconnects and the sign-in views cannot be closed (SPEC.md §2, §4). */
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
  statement?: string | undefined
}
