import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { richText } from './richText'

const render = (nodes: ReturnType<typeof richText>) => renderToStaticMarkup(<p>{nodes}</p>)

describe('richText', () => {
  it('puts each part where the message places it, in any order', () => {
    const english = (d: { terms: string; privacy: string }) => `Agree to our ${d.terms} and ${d.privacy}.`
    const reversed = (d: { terms: string; privacy: string }) => `${d.privacy} und ${d.terms} akzeptieren.`
    const parts = { terms: <a href="/t">Terms</a>, privacy: <a href="/p">Privacy</a> }
    expect(render(richText(english, parts))).toBe(
      '<p>Agree to our <a href="/t">Terms</a> and <a href="/p">Privacy</a>.</p>',
    )
    expect(render(richText(reversed, parts))).toBe(
      '<p><a href="/p">Privacy</a> und <a href="/t">Terms</a> akzeptieren.</p>',
    )
  })

  it('keeps the text around the parts as text', () => {
    const message = (d: { link: string }) => `<b>bold</b> ${d.link}`
    expect(render(richText(message, { link: <i>x</i> }))).toBe('<p>&lt;b&gt;bold&lt;/b&gt; <i>x</i></p>')
  })
})
