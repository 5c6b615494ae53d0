import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

/**
 * For view tests under happy-dom: `container` is in the document during each test, `render` puts a
 * node in it (the same React root for the whole test) inside act(), and what it rendered is
 * unmounted after the test. Call it once, at the top of the test file: the file's own hooks, registered
 * after it, then run after its setup and before its teardown.
 *
 * @example
 * const root = testRoot()
 * await root.render(frame.wrap(<ConnectView />))
 * await act(async () => root.button('All Wallets').click())
 */
export function testRoot() {
  const container = document.createElement('div')
  let root: Root | undefined

  async function render(node: ReactNode) {
    const current = root ?? createRoot(container)
    root = current
    await act(async () => current.render(node))
  }
  async function unmount() {
    const current = root
    root = undefined
    await act(async () => current?.unmount())
  }
  function button(text: string): HTMLButtonElement {
    const found = [...container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === text,
    )
    if (!found) throw new Error(`No button ${text}`)
    return found
  }

  beforeEach(() => {
    // Without it React warns that updates are not wrapped in act(), which every render and click here is.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
    document.body.append(container)
  })
  afterEach(async () => {
    await unmount()
    container.remove()
  })
  return { container, render, unmount, button }
}
