import { createLatch } from './createLatch'
import { defaultOptions } from './internal/defaultOptions'
import type { Latch } from './Latch'
import type { LatchOptions } from './LatchOptions'

let instance: Latch | undefined

/**
 * The default Latch instance, made on first use from `options` over the script tag's `data-*`
 * attributes. Later calls return the same instance and ignore their options.
 *
 * @example
 * const latch = getLatch({ projectId: 'latch-dev' })
 * latch.subscribe((state) => console.log(state.open))
 */
export function getLatch(options?: LatchOptions): Latch {
  instance ??= createLatch({ ...defaultOptions.current, ...options })
  return instance
}
