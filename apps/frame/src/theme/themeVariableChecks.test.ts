import { themeVariableKeys } from '@latch/protocol'
import { describe, expect, it } from 'vitest'
import { themeVariableChecks } from './themeVariableChecks'

describe('themeVariableChecks', () => {
  it('checks the seven host overrides the protocol names, and no other', () => {
    expect(Object.keys(themeVariableChecks)).toEqual([...themeVariableKeys])
    expect(themeVariableKeys).toEqual([
      '--latch-accent',
      '--latch-color-mix',
      '--latch-color-mix-strength',
      '--latch-font-family',
      '--latch-font-size-master',
      '--latch-border-radius-master',
      '--latch-z-index',
    ])
  })

  it('reads numeric strings as numbers', () => {
    expect(themeVariableChecks['--latch-z-index']('50')).toBe(50)
    expect(themeVariableChecks['--latch-color-mix-strength']('20%')).toBe(20)
  })

  it('refuses an unsafe value', () => {
    expect(themeVariableChecks['--latch-accent']('red;}')).toBeUndefined()
  })
})
