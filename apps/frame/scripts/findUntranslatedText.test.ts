import { describe, expect, it } from 'vitest'
import { findUntranslatedText } from './findUntranslatedText.mjs'

const texts = (source: string) => findUntranslatedText(source).map((found) => found.text)

describe('findUntranslatedText', () => {
  it('finds JSX text, with the line its words are on', () => {
    expect(findUntranslatedText('const a = 1\nconst v = <p>\n  Hello   there\n</p>')).toEqual([
      { line: 3, text: 'Hello there' },
    ])
  })

  it('finds the attributes people read or hear, and strings an expression shows', () => {
    expect(
      texts(
        `<div><input placeholder="Email" aria-label={'Your email'} /><Item tag="Recent" />{busy ? 'Sending…' : t.send()}{error ?? 'Failed'}{open && \`Open \${name}\`}</div>`,
      ),
    ).toEqual(['Email', 'Your email', 'Recent', 'Sending…', 'Failed', 'Open'])
  })

  it('passes over messages, symbols, class names and other attributes', () => {
    expect(
      texts(
        `<button type="button" className="latch-button text-start" data-view="Connect" aria-label={t.close()}>{t.continue()} ✕ {'→'}<span aria-hidden="true">←</span></button>`,
      ),
    ).toEqual([])
  })
})
