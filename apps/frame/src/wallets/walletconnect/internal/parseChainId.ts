/**
 * A chain id as wallets write it (a number, hex `0x7a69`, decimal `31337` or CAIP-2 `eip155:31337`)
 * as a number; undefined for anything else.
 *
 * @example
 * parseChainId('0x7a69') // 31337
 * parseChainId('eip155:31337') // 31337
 */
export function parseChainId(value: unknown): number | undefined {
  let chainId: number | undefined
  if (typeof value === 'number') chainId = value
  else if (typeof value === 'string') {
    const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
    if (/^0x[0-9a-f]+$/i.test(text)) chainId = Number.parseInt(text, 16)
    else if (/^[0-9]+$/.test(text)) chainId = Number(text)
  }
  return chainId !== undefined && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}
