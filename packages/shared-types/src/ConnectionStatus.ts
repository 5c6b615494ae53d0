/**
 * The connection's states: the modal's own three, and reconnecting while a stored session is being
 * restored after a reload.
 */
export const connectionStatuses = ['disconnected', 'connecting', 'connected', 'reconnecting'] as const

/** One connection state. */
export type ConnectionStatus = (typeof connectionStatuses)[number]
