// @vitest-environment happy-dom
import { act, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { testRoot } from '@/views/internal/testing/testRoot'
import { lazyView } from './lazyView'

const root = testRoot()

describe('lazyView', () => {
  it('suspends on a first render, and renders at once, without a fallback, once loaded', async () => {
    const load = vi.fn(async () => (props: { name: string }) => <p>Hello {props.name}</p>)
    const View = lazyView(load)
    await root.render(
      <Suspense fallback={<p>Loading…</p>}>
        <View name="Ada" />
      </Suspense>,
    )
    await act(async () => undefined)
    expect(root.container.textContent).toBe('Hello Ada')
    await root.render(<View name="Bob" />)
    // No Suspense boundary around it now: a suspending view would throw here.
    expect(root.container.textContent).toBe('Hello Bob')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preloads ahead of a render, and loads again after a failure', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValueOnce(() => <p>Loaded</p>)
    const View = lazyView(load)
    await expect(View.preload()).rejects.toThrow('chunk lost')
    await View.preload()
    await root.render(<View />)
    expect(root.container.textContent).toBe('Loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
