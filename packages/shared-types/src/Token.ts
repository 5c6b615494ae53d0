/** A token with the user's balance and its USD price (docs/behaviour.md#entities). */
export interface Token {
  name?: string | undefined
  /** CAIP-10 in the balance and swap APIs; native tokens use a placeholder address. */
  address: string
  symbol: string
  decimals: number
  logoUri?: string | undefined
  /** Both strings, as the balance API sends them; `decimals` is the string '0' for an empty entry. */
  quantity: { decimals: string; numeric: string }
  price: number
  value: number
}

/** The balances worth showing (docs/behaviour.md#entities): entries whose quantity.decimals is the string '0' are left out. */
export function visibleBalances<T extends Pick<Token, 'quantity'>>(tokens: readonly T[]): T[] {
  return tokens.filter((token) => token.quantity.decimals !== '0')
}
