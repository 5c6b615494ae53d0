import { Fragment, type ReactNode } from 'react'

// Private-use characters, which no message contains, mark where each part goes.
const mark = '\uE000'

/**
 * A message with elements in it (a link within a sentence): the message is formatted with a marker
 * for each part, then cut at the markers, so that each language places the parts where its grammar
 * wants them and the text around them stays text.
 *
 * @example
 * richText(t.agreeTerms, { terms: <a href={terms}>{t.terms()}</a> })
 * // ['By connecting your wallet, you agree to our ', <a …>Terms of Service</a>, '.']
 */
export function richText<Parts extends Record<string, ReactNode>>(
  format: (params: { [Name in keyof Parts]: string }) => string,
  parts: Parts,
): ReactNode[] {
  const names = Object.keys(parts) as (keyof Parts & string)[]
  const params = Object.fromEntries(names.map((name, index) => [name, `${mark}${index}${mark}`]))
  return format(params as { [Name in keyof Parts]: string })
    .split(mark)
    .map((piece, index) => {
      // Odd pieces are the markers' indices; even ones the text between them.
      if (index % 2 === 0) return piece
      const name = names[Number(piece)]
      return name === undefined ? null : <Fragment key={name}>{parts[name]}</Fragment>
    })
}
