import type { Token } from '@latch/shared-types'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import type { SwapToken } from './SwapState'

/** A token of the account that one can swap, with what it holds. */
type HeldSwapToken = SwapToken & { quantity: string; value: number }

/** The lists SwapSelectToken shows (docs/behaviour.md#entities myTokensWithBalance, popularTokens, suggestedTokens). */
type SelectableTokens = {
  myTokensWithBalance: HeldSwapToken[]
  popularTokens: SwapToken[]
  suggestedTokens: SwapToken[]
}

// The tokens offered as one-click chips: the coins and dollars most swaps are to or from.
const suggestedSymbols = ['ETH', 'WETH', 'USDL', 'USDC', 'USDT', 'DAI', 'WBTC', 'LBTC']

/**
 * What SwapSelectToken lists for a search: the swappable tokens the account holds (above 0, most
 * valuable first), then the popular ones (every swappable token, sorted by symbol), and the
 * suggested ones as chips; a search keeps those whose symbol or name contains it, or whose address
 * is it.
 *
 * @example
 * selectableTokens(tokens, balances, 'us').popularTokens.map((t) => t.symbol) // ['USDL']
 */
export function selectableTokens(
  tokens: readonly SwapToken[],
  balances: readonly Token[],
  search = '',
): SelectableTokens {
  const term = search.trim().toLowerCase()
  const matches = (token: SwapToken) =>
    term === '' ||
    token.symbol.toLowerCase().includes(term) ||
    (token.name?.toLowerCase().includes(term) ?? false) ||
    token.address.toLowerCase().endsWith(`:${term}`)
  const shown = tokens.filter(matches)
  const held = new Map(balances.map((balance) => [balance.address.toLowerCase(), balance]))
  const myTokensWithBalance = shown
    .flatMap((token) => {
      const balance = held.get(token.address.toLowerCase())
      const amount = balance && parseDecimalAmount(balance.quantity.numeric, token.decimals)
      if (!balance || !amount?.ok || amount.value === 0n) return []
      return [{ ...token, quantity: balance.quantity.numeric, value: balance.value }]
    })
    .sort((a, b) => b.value - a.value)
  const popularTokens = [...shown].sort((a, b) => a.symbol.localeCompare(b.symbol))
  const suggestedTokens = suggestedSymbols.flatMap((symbol) =>
    shown.filter((token) => token.symbol === symbol),
  )
  return { myTokensWithBalance, popularTokens, suggestedTokens }
}
