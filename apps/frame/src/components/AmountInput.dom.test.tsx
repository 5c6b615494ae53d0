// @vitest-environment happy-dom
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { testRoot } from '@/views/internal/testing/testRoot'
import { AmountInput } from './AmountInput'

const root = testRoot()

function Field(props: { error?: string; describedBy?: string; seen: string[] }) {
  const [value, setValue] = useState('')
  return (
    <AmountInput
      id="amount"
      value={value}
      error={props.error}
      describedBy={props.describedBy}
      onChange={(typed) => {
        props.seen.push(typed)
        setValue(typed)
      }}
    />
  )
}

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('AmountInput', () => {
  it('asks phones for the decimal keypad, and passes on what was typed, as typed', async () => {
    const seen: string[] = []
    await root.render(<Field seen={seen} />)
    const input = root.container.querySelector('input') as HTMLInputElement
    expect(input.inputMode).toBe('decimal')
    expect(input.type).toBe('text')
    expect(input.autocomplete).toBe('off')
    type(input, '1.')
    type(input, '1,5')
    expect(seen).toEqual(['1.', '1,5'])
    expect(input.value).toBe('1,5')
  })

  it('is invalid and described by its error only while there is one, and by its description always', async () => {
    await root.render(<Field seen={[]} describedBy="amount-usd" />)
    const input = root.container.querySelector('input') as HTMLInputElement
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe('amount-usd')
    await root.render(<Field seen={[]} error="amount-error" describedBy="amount-usd" />)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('amount-error amount-usd')
    await root.render(<Field seen={[]} error="amount-error" describedBy="amount-error" />)
    expect(input.getAttribute('aria-describedby')).toBe('amount-error')
  })
})
