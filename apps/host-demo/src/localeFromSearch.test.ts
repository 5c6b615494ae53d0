import { describe, expect, it } from 'vitest'
import { localeFromSearch } from './localeFromSearch'

describe('localeFromSearch', () => {
  it('reads ?locale= as given, and nothing without it', () => {
    expect(localeFromSearch('?locale=ja')).toBe('ja')
    expect(localeFromSearch('?projectId=latch-dev&locale=pt-BR')).toBe('pt-BR')
    expect(localeFromSearch('?projectId=latch-dev')).toBeUndefined()
  })
})
