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
const components = ['views', 'components', 'embed']
  .flatMap((dir) => walk(join(src, dir)))
  .filter((path) => path.endsWith('.tsx') && !path.includes('.test.') && !path.includes('internal/testing'))
  .map((path) => relative(src, path))
  .sort()

// The components whose text is still written in English in their source, to move to the catalogues
// (docs/languages.md). A component leaves this list when it is moved, and none joins it.
const notYetTranslated = new Set(['views/ApproveTransaction/ApproveTransactionView.tsx'])

describe("the frame's visitor-facing text", () => {
  it.each(components.filter((path) => !notYetTranslated.has(path)))(
    '%s takes all of it from the catalogues',
    (path) => {
      expect(findUntranslatedText(readFileSync(join(src, path), 'utf8'), path)).toEqual([])
    },
  )

  it.each([...notYetTranslated])(
    '%s, still listed as English, is there and still has English in it',
    (path) => {
      expect(components).toContain(path)
      expect(findUntranslatedText(readFileSync(join(src, path), 'utf8'), path).length).toBeGreaterThan(0)
    },
  )
})
