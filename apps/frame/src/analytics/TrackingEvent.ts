import { z } from 'zod'

/**
 * The events the modal tracks (docs/behaviour.md#calls), the sign-in outcome docs/behaviour.md#states-and-transitions asks to track, and
 * MODAL_CREATED, which an SDK may send but which is never stored.
 */
export const TrackingEvent = z.enum([
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SEARCH_WALLET',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'SWAP_APPROVAL_ERROR',
  'SWAP_ERROR',
  'SWAP_SUCCESS',
])
export type TrackingEvent = z.infer<typeof TrackingEvent>
