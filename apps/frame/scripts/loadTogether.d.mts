import type { Rolldown } from 'vite'
/** Every module `id` reaches by static imports, itself too (see loadTogether.mjs). */
export function staticClosure(
  id: string,
  moduleInfo: (id: string) => { importedIds: readonly string[] } | null,
): Set<string>
/** A chunk group: `root` and all it reaches that `entry` does not, in one chunk called `name`. */
export function loadTogether(options: {
  name: string
  root: string
  entry: string
  /** Modules the root reaches through a package's index but does not use: left to the bundler. */
  leave?: RegExp
}): Rolldown.CodeSplittingGroup
