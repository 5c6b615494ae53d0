import { describe, expect, it } from 'vitest'
import { projectIdFromSearch } from './projectIdFromSearch'

describe('projectIdFromSearch', () => {
  it('defaults to the dev project', () => {
    expect(projectIdFromSearch('')).toBe('latch-dev')
    expect(projectIdFromSearch('?theme=dark')).toBe('latch-dev')
  })

  it('takes the projectId from the query', () => {
    expect(projectIdFromSearch('?projectId=unknown-project&theme=dark')).toBe('unknown-project')
  })

  it('keeps an explicit empty projectId empty', () => {
    expect(projectIdFromSearch('?projectId=')).toBe('')
    expect(projectIdFromSearch('?projectId')).toBe('')
  })
})
