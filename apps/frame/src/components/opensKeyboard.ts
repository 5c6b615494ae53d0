// Input types a phone answers with a picker or nothing, not with its keyboard.
const keyboardless = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
])

/**
 * Whether focusing `element` raises a phone's on-screen keyboard: a field that takes typed text.
 *
 * @example
 * opensKeyboard(emailInput) // true
 * opensKeyboard(continueButton) // false
 */
export function opensKeyboard(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true
  if (element instanceof HTMLInputElement) return !keyboardless.has(element.type)
  return element instanceof HTMLElement && element.isContentEditable
}
