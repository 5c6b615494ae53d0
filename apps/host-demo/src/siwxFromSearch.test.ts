import { describe, expect, it } from 'vitest'
import { siwxFromSearch } from './siwxFromSearch'

describe('siwxFromSearch', () => {
  it('is off without the parameter', () => {
    expect(siwxFromSearch('')).toBeUndefined()
    expect(siwxFromSearch('?siwx=maybe')).toBeUndefined()
  })

  it('asks for a required or an optional sign-in', () => {
    expect(siwxFromSearch('?siwx=required')).toMatchObject({ required: true })
    expect(siwxFromSearch('?projectId=latch-dev&siwx=optional')).toMatchObject({ required: false })
  })
})
