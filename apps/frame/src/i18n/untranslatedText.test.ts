import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findUntranslatedText } from '../../scripts/findUntranslatedText.mjs'

const src = join(__dirname, '..')
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
const components = ['views', 'components', 'embed', 'app/popup']
  .flatMap((dir) => walk(join(src, dir)))
  .filter((path) => path.endsWith('.tsx') && !path.includes('.test.') && !path.includes('internal/testing'))
  .map((path) => relative(src, path))
  .sort()

// Every component of the frame takes the text a visitor reads or hears from the catalogues
// (docs/languages.md): a literal in one fails here, naming it and its line.
describe("the frame's visitor-facing text", () => {
  it('is found in the components the scan walks', () => {
    expect(components).toContain('views/ApproveTransaction/ApproveTransactionView.tsx')
    expect(components).toContain('app/popup/passkey/PasskeyPopup.tsx')
    expect(components.length).toBeGreaterThan(50)
  })

  it.each(components)('%s takes all of it from the catalogues', (path) => {
    expect(findUntranslatedText(readFileSync(join(src, path), 'utf8'), path)).toEqual([])
  })
})
