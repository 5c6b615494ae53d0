/** A typed amount read in a token's base units, or why it cannot be sent. */
type ParsedAmount = { ok: true; value: bigint } | { ok: false; error: string }

// docs/behaviour.md#validation: only an optional minus, digits and one dot. Anything else (exponents, commas, spaces
// inside, a plus, a second dot) is not a number here, whatever `Number()` would make of it.
const decimalPattern = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Reads a decimal amount typed by a person into base units of a token with `decimals`, exactly (no
 * float, no rounding): an amount needs at least one digit, may not be negative, and may not have
 * more fractional digits than the token has decimals, because those would be silently dropped.
 *
 * @example
 * parseDecimalAmount('1.5', 6) // { ok: true, value: 1_500_000n }
 * parseDecimalAmount('1e3', 18) // { ok: false, error: 'Enter digits and at most one dot' }
 * parseDecimalAmount('0.0000001', 6) // { ok: false, error: 'At most 6 decimal places' }
 */
export function parseDecimalAmount(text: string, decimals: number): ParsedAmount {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, error: 'Enter an amount' }
  const match = decimalPattern.exec(trimmed)
  if (!match) return { ok: false, error: 'Enter digits and at most one dot' }
  const [, minus = '', whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return { ok: false, error: 'Enter digits and at most one dot' }
  if (minus) return { ok: false, error: 'The amount cannot be negative' }
  if (fraction.length > decimals)
    return {
      ok: false,
      error:
        decimals === 0
          ? 'This token has no decimal places'
          : `At most ${decimals} decimal place${decimals === 1 ? '' : 's'}`,
    }
  return { ok: true, value: BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`) }
}
