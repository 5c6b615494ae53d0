// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ReferenceApp } from './ReferenceApp'

let container: HTMLDivElement
let root: Root
let readyEvents: number

const countReady = () => {
  readyEvents++
}

beforeEach(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  performance.clearMarks()
  readyEvents = 0
  addEventListener('modal:ready', countReady)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root.render(<ReferenceApp />))
})

afterEach(async () => {
  removeEventListener('modal:ready', countReady)
  await act(async () => root.unmount())
  container.remove()
})

const opener = () => container.querySelector<HTMLButtonElement>('[data-testid="open"]') as HTMLButtonElement
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const key = (target: Element, init: KeyboardEventInit) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }))
  })

describe('ReferenceApp', () => {
  it('marks and announces ready once the root has committed, once', () => {
    expect(performance.getEntriesByName('modal:ready')).toHaveLength(1)
    expect(readyEvents).toBe(1)
  })

  it('renders no dialog until Connect is clicked, then a labelled one with focus on its first wallet', async () => {
    expect(dialog()).toBeNull()
    await act(async () => opener().click())
    const shown = dialog()
    const title = document.getElementById(shown?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(shown?.getAttribute('aria-modal')).toBe('true')
    expect(shown?.querySelectorAll('li button')).toHaveLength(6)
    expect(document.activeElement?.textContent).toContain('MetaMask')
  })

  it('removes the dialog on Escape and gives focus back to Connect', async () => {
    await act(async () => opener().click())
    await key(document.activeElement as Element, { key: 'Escape' })
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener())
  })

  it('closes with its Close button', async () => {
    await act(async () => opener().click())
    await act(async () => dialog()?.querySelector<HTMLButtonElement>('[aria-label="Close"]')?.click())
    expect(dialog()).toBeNull()
  })

  it('keeps Tab inside the dialog, both ways', async () => {
    await act(async () => opener().click())
    const controls = [...(dialog()?.querySelectorAll<HTMLElement>('button, input') ?? [])]
    const first = controls[0] as HTMLElement
    const last = controls[controls.length - 1] as HTMLElement
    last.focus()
    await key(last, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    await key(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })
})
