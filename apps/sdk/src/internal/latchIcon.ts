/**
 * Latch's icon as an SVG data URI, for its EIP-6963 announcement and the wagmi connector. The L's
 * own fill is black on the black tile, so it needs no fill="none".
 *
 * @example
 * img.src = latchIcon
 */
export const latchIcon =
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2"/><path d="M3 2v4h3" stroke="white"/></svg>'
