'use client'

/**
 * The field of an amount to pay, send or buy: text with the decimal keypad on phones (a number
 * input would turn '1.' into '' while typing and refuse the locale's comma without a word), no
 * autocomplete or spell check, a bounded length. What was typed is passed on as typed; the flow
 * parses it (docs/behaviour.md#validation). `error` names the element that says what is wrong,
 * and marks the field invalid while it does.
 *
 * @example
 * <AmountInput id={`${id}-amount`} value={send.amount} onChange={(amount) => dispatch({ type: 'setAmount', amount })} />
 */
export function AmountInput(props: {
  id: string
  value: string
  onChange(value: string): void
  /** The id of the text that says what is wrong with the amount, while something is. */
  error?: string | undefined
  /** The id of the text that describes the amount otherwise (its USD value, its limits). */
  describedBy?: string | undefined
  placeholder?: string
  maxLength?: number
  disabled?: boolean
  /** Larger type, where the amount is the view's main figure (Swap). */
  large?: boolean
}) {
  const describedBy = [...new Set([props.error, props.describedBy].filter(Boolean))].join(' ')
  return (
    <input
      id={props.id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={props.placeholder ?? '0'}
      maxLength={props.maxLength ?? 100}
      className={`latch-input min-w-0 flex-1${props.large ? ' text-lg' : ''}`}
      value={props.value}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy || undefined}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}
