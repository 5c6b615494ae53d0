/**
 * The EIP-4361 `domain` of a page on `origin`: its host and, when not the scheme's default, port.
 *
 * @example
 * originDomain('http://localhost:5173') // 'localhost:5173'
 * originDomain('https://shop.example') // 'shop.example'
 */
export function originDomain(origin: string): string {
  return new URL(origin).host
}
