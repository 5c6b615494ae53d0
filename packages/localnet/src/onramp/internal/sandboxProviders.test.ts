import { onrampProviders } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { sandboxProviders } from './sandboxProviders.mjs'

describe('sandboxProviders', () => {
  it('plays exactly the providers the frame offers, under the same names', () => {
    expect(sandboxProviders).toEqual(onrampProviders.map(({ id, name }) => ({ id, name })))
  })
})
