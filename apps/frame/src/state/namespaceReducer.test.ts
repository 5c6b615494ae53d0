import { describe, expect, it } from 'vitest'
import { initialNamespaceState, namespaceReducer } from './namespaceReducer'

describe('namespaceReducer', () => {
  it('starts on eip155, not switching', () => {
    expect(initialNamespaceState).toEqual({ active: 'eip155', switching: false })
  })

  it('makes the namespace active and raises the switching flag until the switch is done', () => {
    const switching = namespaceReducer(initialNamespaceState, { type: 'switch', namespace: 'solana' })
    expect(switching).toEqual({ active: 'solana', switching: true })
    expect(namespaceReducer(switching, { type: 'switched' })).toEqual({ active: 'solana', switching: false })
  })

  it('keeps the same state when nothing was switching', () => {
    expect(namespaceReducer(initialNamespaceState, { type: 'switched' })).toBe(initialNamespaceState)
  })
})
