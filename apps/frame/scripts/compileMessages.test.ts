import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../src/i18n/locales'
import { compileCatalogues, compiledDir, messageArguments, readCatalogues } from './compileMessages.mjs'

const catalogues = readCatalogues()
const english = catalogues.en ?? {}
const keysOf = (catalogue: Record<string, Record<string, string>>) =>
  Object.entries(catalogue).flatMap(([room, messages]) =>
    Object.keys(messages).map((key) => `${room}.${key}`),
  )
const argumentsOf = (message: string) => [...messageArguments(message).keys()].sort()

describe('the message catalogues', () => {
  it('are one per language the frame lists, and no more', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort())
  })

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s has every English key, and only those',
    (locale) => {
      expect(keysOf(catalogues[locale] ?? {}).sort()).toEqual(keysOf(english).sort())
    },
  )

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s takes the same arguments in every message, and leaves none empty',
    (locale) => {
      for (const [room, messages] of Object.entries(english))
        for (const [key, message] of Object.entries(messages)) {
          const translated = catalogues[locale]?.[room]?.[key] ?? ''
          expect(translated.trim(), `${room}.${key}`).not.toBe('')
          expect(argumentsOf(translated), `${room}.${key}`).toEqual(argumentsOf(message))
        }
    },
  )

  it('are compiled as committed: run node scripts/compileMessages.mjs after editing one', () => {
    for (const [path, source] of Object.entries(compileCatalogues(catalogues)))
      expect(readFileSync(join(compiledDir, path), 'utf8'), path).toBe(source)
  })
})

describe('messageArguments', () => {
  it('finds arguments in plurals and selects, and tells the counted ones', () => {
    const found = messageArguments('{name} has {n, plural, one {# {kind}} other {# {kind}s}}')
    expect(Object.fromEntries(found)).toEqual({ name: false, n: true, kind: false })
  })
})
