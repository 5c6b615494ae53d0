/**
 * A private key is 32 bytes; `shamir-secret-sharing` appends the share's x coordinate as one last
 * byte (see `split` in node_modules/shamir-secret-sharing/src/index.ts), so each share is 33 bytes.
 */
export const privateKeyLength = 32
export const shareLength = privateKeyLength + 1
