import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Rolldown } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTogether, staticClosure } from './loadTogether.mjs'

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/**
 * An entry with a module of its own and two lazy modules: `root` reaches `a`, `b` (through `a`) and
 * the entry's `shared`; `other` reaches `a` too.
 */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'latch-together-'))
  dir = root
  const files = {
    'entry.js':
      "import { shared } from './shared.js'\nshared()\nimport('./root.js').then((m) => m.root())\nimport('./other.js').then((m) => m.other())\n",
    'shared.js': 'export const shared = () => globalThis.s = 1\n',
    'root.js':
      "import { a } from './a.js'\nimport { shared } from './shared.js'\nexport const root = () => a() + shared()\n",
    'a.js': "import { b } from './b.js'\nexport const a = () => b() + 1\n",
    'b.js': 'export const b = () => 2\n',
    'other.js': "import { a } from './a.js'\nexport const other = () => a()\n",
  }
  for (const [name, source] of Object.entries(files)) writeFileSync(join(root, name), source)
  return (name: string) => join(root, name)
}

// The fixture built as the frame's client is, by Vite, with the groups given.
async function chunksOf(path: (name: string) => string, groups: Rolldown.CodeSplittingGroup[]) {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    root: path(''),
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: path('entry.js'), output: { codeSplitting: { groups } } },
    },
  })
  return ((Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[])
    .flatMap((result) => result.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({
      // The fixture's modules, not the bundler's runtime.
      modules: Object.keys(chunk.modules)
        .filter((id) => id.startsWith(`${path('')}/`))
        .map((id) => id.slice(path('').length + 1))
        .sort(),
      isEntry: chunk.isEntry,
    }))
}

describe('staticClosure', () => {
  it('follows static imports only, each module once, through cycles', () => {
    const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['a', 'c'], c: [], d: ['a'] }
    const closure = staticClosure('a', (id) => (graph[id] ? { importedIds: graph[id] } : null))
    expect([...closure].sort()).toEqual(['a', 'b', 'c'])
  })
})

describe('loadTogether', () => {
  it('puts a lazy module and all it alone reaches in one chunk, leaving the first load as it was', async () => {
    const path = fixture()
    // Left to itself the bundler splits root's modules by their importers: a and b apart from root.
    const apart = await chunksOf(path, [])
    expect(apart.find((chunk) => chunk.modules.includes('root.js'))?.modules).toEqual(['root.js'])

    const together = await chunksOf(path, [
      loadTogether({ name: 'root', root: path('root.js'), entry: path('entry.js') }),
    ])
    expect(together.find((chunk) => chunk.isEntry)?.modules).toEqual(['entry.js', 'shared.js'])
    expect(together.find((chunk) => chunk.modules.includes('root.js'))?.modules).toEqual([
      'a.js',
      'b.js',
      'root.js',
    ])
    // The other lazy module keeps its own chunk, which loads the group's for a.
    expect(together.find((chunk) => chunk.modules.includes('other.js'))?.modules).toEqual(['other.js'])
  })

  it('leaves the modules it is told to leave to the bundler', async () => {
    const path = fixture()
    const chunks = await chunksOf(path, [
      loadTogether({ name: 'root', root: path('root.js'), entry: path('entry.js'), leave: /[\\/]b\.js$/ }),
    ])
    expect(chunks.find((chunk) => chunk.modules.includes('root.js'))?.modules).toEqual(['a.js', 'root.js'])
    expect(chunks.find((chunk) => chunk.modules.includes('b.js'))?.modules).toEqual(['b.js'])
  })

  it('names the build when its root module is not part of it', async () => {
    const path = fixture()
    await expect(
      chunksOf(path, [loadTogether({ name: 'lost', root: path('missing.js'), entry: path('entry.js') })]),
    ).rejects.toThrow(/loadTogether\(lost\): .*missing\.js is not part of the build/)
  })
})
