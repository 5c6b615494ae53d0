// A chunk group for the /embed client's build (vite.embed.config.ts). Left to itself the bundler
// splits what one `import()` loads into a chunk per set of importers: the host messages' answerer
// came as eight chunks, the embedded wallet's flow as eight, and the browser fetches them a few at a
// time from the frame's server. Where everything one import loads is always loaded together, one
// chunk is one request (docs/embed-client.md#on-the-way-to-ready).

/**
 * Every module that `id` reaches by static imports (re-exports included), itself too.
 * @param {string} id
 * @param {(id: string) => { importedIds: readonly string[] } | null} moduleInfo
 * @returns {Set<string>}
 * @example
 * staticClosure('/src/a.ts', (id) => graph[id]) // Set { '/src/a.ts', '/src/b.ts' }
 */
export function staticClosure(id, moduleInfo) {
  const reached = new Set([id])
  for (const current of reached) for (const next of moduleInfo(current)?.importedIds ?? []) reached.add(next)
  return reached
}

/**
 * A group for rolldown's `output.codeSplitting.groups`: the module `root` (one the client loads with
 * `import()`) and every module it reaches by static imports that the `entry` does not, in one chunk
 * called `name`. What the entry reaches stays in the first load, where it was. The import graph
 * holds every module a package's index re-exports, used or not: `leave` names those the root does
 * not use, which the bundler then places (or drops) as it would have.
 * @param {{ name: string, root: string, entry: string, leave?: RegExp }} options `root` and `entry` as absolute paths
 * @returns {import('vite').Rolldown.CodeSplittingGroup}
 * @example
 * codeSplitting: { groups: [loadTogether({ name: 'hostAnswerer', root: answererPath, entry: entryPath })] }
 */
export function loadTogether({ name, root, entry, leave }) {
  // One set per chunking pass: the pass hands out the same module records throughout.
  /** @type {WeakMap<object, Set<string>>} */
  const members = new WeakMap()
  return {
    debugName: name,
    // The bundler would add each captured module's dependencies, the first load's among them, and
    // the entry would then import this chunk: the group is exactly the modules named here.
    includeDependenciesRecursively: false,
    name: (id, context) => {
      const rootInfo = context.getModuleInfo(root)
      if (!rootInfo) throw new Error(`loadTogether(${name}): ${root} is not part of the build`)
      let group = members.get(rootInfo)
      if (!group) {
        const moduleInfo = (/** @type {string} */ module) => context.getModuleInfo(module)
        const initial = staticClosure(entry, moduleInfo)
        group = new Set(
          [...staticClosure(root, moduleInfo)].filter(
            (module) => !initial.has(module) && !leave?.test(module),
          ),
        )
        members.set(rootInfo, group)
      }
      return group.has(id) ? name : null
    },
  }
}
