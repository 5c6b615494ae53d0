/** Sign-in (SIWX) settings; data only, because configuration crosses postMessage to the frame. */
export interface SiwxConfig {
  /** When set, cancelling sign-in disconnects and the sign-in views cannot be closed (docs/behaviour.md#views-and-the-stack, #states-and-transitions). */
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
  statement?: string | undefined
}
