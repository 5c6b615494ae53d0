import { isInputText } from '@latch/protocol'
import { z } from 'zod'

// Deeper than any event property or RPC parameter needs, shallow enough that what walks it
// recursively later (JSON.stringify, the database's jsonb) never runs out of stack.
const maxDepth = 32

/**
 * Free-form JSON from outside (analytics properties): any JSON value whose keys and strings pass
 * InputText (no control characters, no lone surrogates: the database's jsonb refuses both) and
 * whose nesting stays within 32 levels. Walked without recursion, so a hostile depth costs nothing.
 *
 * @example
 * z.record(InputText, InputJson).parse({ view: 'Connect', wallets: ['a', 'b'] })
 */
export const InputJson = z.unknown().superRefine((value, context) => {
  const problem = jsonProblem(value)
  if (problem) context.addIssue({ code: 'custom', message: problem })
})
export type InputJson = z.infer<typeof InputJson>

function jsonProblem(root: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }]
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item
    if (typeof value === 'string') {
      if (!isInputText(value)) return 'Expected no control characters'
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= maxDepth) return `Expected at most ${maxDepth} levels of nesting`
      for (const [key, child] of Object.entries(value)) {
        if (!isInputText(key)) return 'Expected no control characters'
        pending.push({ value: child, depth: depth + 1 })
      }
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return 'Expected a finite number'
    } else if (typeof value !== 'boolean' && value !== null) {
      return 'Expected a JSON value'
    }
  }
  return undefined
}
