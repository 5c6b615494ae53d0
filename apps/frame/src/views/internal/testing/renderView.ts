import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { type ViewFrameOptions, viewFrame } from './viewFrame'

/**
 * The static HTML of `view` in a viewFrame made from `options`.
 *
 * @example
 * renderView(<AlertNotice />, { store })
 */
export function renderView(view: ReactNode, options: ViewFrameOptions = {}): string {
  return renderToStaticMarkup(viewFrame(options).wrap(view))
}
