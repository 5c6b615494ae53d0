/** Version of the host ⇄ frame message protocol; both sides send it and refuse another. */
export const protocolVersion = 1
