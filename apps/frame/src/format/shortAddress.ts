/**
 * An address shortened for display, keeping enough of both ends to recognise it.
 *
 * @example
 * shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}
