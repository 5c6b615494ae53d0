/**
 * The provider checkout's window: one name, so that opening it again (or following the link offered
 * when a popup was blocked) reuses the window already open, and the size of a payment page.
 */
export const checkoutWindow = { name: 'latch-onramp', features: 'popup,width=480,height=720' } as const
