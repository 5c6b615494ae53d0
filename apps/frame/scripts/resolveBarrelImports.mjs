// A Vite plugin for the /embed client's build (vite.embed.config.ts): named imports from a package's
// barrel (`import { errorCodes } from '@latch/protocol'`) become imports of the modules that define
// them. The bundler places a module by which entries reach it, and through a barrel every first-load
// module reaches every module the barrel re-exports: the protocol's schemas, and zod with them, then
// loaded with the page although only later chunks use them (docs/embed-client.md).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Where each name a barrel exports is defined: `export { a } from './x'` and `export * from './y'`
 * (whose own exports and re-exports are read in turn), followed to the file.
 * @param {string} index the barrel's file
 * @returns {Map<string, string>} name → file that defines it
 * @example
 * barrelExports('packages/protocol/src/index.ts').get('errorCodes') // '.../errorCodes.ts'
 */
export function barrelExports(index) {
  /** @type {Map<string, string>} */
  const names = new Map()
  const read = (/** @type {string} */ file) => {
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(
      /export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|function\*?|class|type|interface|enum)\s+(\w+)/g,
    ))
      names.set(match[1], file)
    for (const match of source.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
      const from = moduleFile(file, match[2])
      for (const name of specifiers(match[1])) names.set(name.local, from)
    }
    for (const match of source.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g))
      read(moduleFile(file, match[1]))
  }
  read(index)
  return names
}

/**
 * The import (or re-export) statements of `code` that name `barrel`, rewritten to the defining
 * modules of `names`; undefined when there are none. Throws on a name the barrel does not export.
 * @param {string} code
 * @param {string} barrel the package name imported
 * @param {Map<string, string>} names from barrelExports
 * @returns {string | undefined}
 * @example
 * rewriteBarrelImports("import { a } from '@latch/protocol'", '@latch/protocol', names)
 */
export function rewriteBarrelImports(code, barrel, names) {
  const statement = new RegExp(
    `\\b(import|export)\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escapeRegExp(barrel)}['"]`,
    'g',
  )
  if (!statement.test(code)) return undefined
  return code.replace(statement, (all, keyword, typeOnly, list) => {
    if (typeOnly) return all
    return specifiers(list)
      .map(({ text, imported }) => {
        const file = names.get(imported)
        if (!file) throw new Error(`${barrel} exports no ${imported}`)
        return `${keyword} { ${text} } from ${JSON.stringify(file)}`
      })
      .join(';\n')
  })
}

/**
 * The plugin: `barrel` (a package name) resolved through its `index` file in every module but the
 * package's own.
 * @param {{ barrel: string, index: string }} options
 * @returns {import('vite').Plugin}
 * @example
 * plugins: [resolveBarrelImports({ barrel: '@latch/protocol', index: protocolIndex })]
 */
export function resolveBarrelImports({ barrel, index }) {
  const names = barrelExports(index)
  const own = dirname(index)
  return {
    name: 'latch:resolve-barrel-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.startsWith(own) || id.includes('/node_modules/') || !code.includes(barrel)) return undefined
      const rewritten = rewriteBarrelImports(code, barrel, names)
      return rewritten === undefined ? undefined : { code: rewritten, map: null }
    },
  }
}

/** @param {string} list the inside of `{ ... }` */
function specifiers(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => {
      const bare = text.replace(/^type\s+/, '')
      const [imported, local = imported] = bare.split(/\s+as\s+/)
      return { text, imported, local }
    })
}

/** @param {string} from @param {string} specifier */
function moduleFile(from, specifier) {
  const base = join(dirname(from), specifier)
  const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((candidate) =>
    existsSync(candidate),
  )
  if (!file) throw new Error(`${from}: no module ${specifier}`)
  return file
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
