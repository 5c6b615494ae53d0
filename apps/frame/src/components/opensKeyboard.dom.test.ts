// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { opensKeyboard } from './opensKeyboard'

function element(html: string): Element {
  const holder = document.createElement('div')
  holder.innerHTML = html
  const first = holder.firstElementChild
  if (!first) throw new Error(html)
  return first
}

describe('opensKeyboard', () => {
  it('is true of fields that take typed text', () => {
    for (const html of ['<input type="email">', '<input>', '<input type="search">', '<textarea></textarea>'])
      expect(opensKeyboard(element(html)), html).toBe(true)
  })

  it('is false of controls a finger only taps', () => {
    for (const html of [
      '<button>Continue</button>',
      '<input type="checkbox">',
      '<input type="radio">',
      '<a href="#">x</a>',
      '<select></select>',
    ])
      expect(opensKeyboard(element(html)), html).toBe(false)
  })
})
