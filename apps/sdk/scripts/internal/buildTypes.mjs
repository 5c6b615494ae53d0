// The npm package's declarations, standing alone: TypeScript's declaration emit of the SDK's entries,
// with every type they take from the private workspace packages (@latch/protocol) written out in
// dist/protocol.d.ts, so that a consumer needs only the SDK and its peer dependencies.
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'

const privatePackage = /@latch\/(protocol|shared-types)|packages\/(protocol|shared-types)\//
const entries = ['index', 'wagmi', 'solana', 'bitcoin', 'near', 'server']

// What the SDK's public types take from @latch/protocol besides its error classes, each expanded into
// a plain type. The generic lookups PayloadOf and ResultOf become one map per message type.
const probe = `import type * as protocol from '@latch/protocol'
export type LatchState = protocol.LatchState
export type ViewName = protocol.ViewName
export type ChainNamespace = protocol.ChainNamespace
export type SocialProvider = protocol.SocialProvider
export type HostToFrameType = protocol.HostToFrameType
export type payloads = { [T in protocol.HostToFrameType]: protocol.PayloadOf<T> }
export type results = { [T in protocol.HostToFrameType]: protocol.ResultOf<T> }
`
const lookups = {
  PayloadOf: 'export type PayloadOf<T extends HostToFrameType> = payloads[T];',
  ResultOf: 'export type ResultOf<T extends HostToFrameType> = results[T];',
}

// Written out in full (never `...`), with no alias of the protocol's left to name.
const flags = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.InTypeAlias

// The node builder marks object types single-line; one member a line reads better in an editor.
const multiline = (node) => {
  ts.setEmitFlags(node, ts.getEmitFlags(node) & ~ts.EmitFlags.SingleLine)
  ts.forEachChild(node, multiline)
  return node
}

/** The names a declaration file imports or re-exports, by module specifier. */
const importsOf = (text) =>
  [...text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)].map(
    ([, names, from]) => ({
      from,
      names: names
        .split(',')
        .map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        )
        .filter(Boolean),
    }),
  )

/**
 * Writes the SDK's declarations into `<root>/dist`: one `.d.ts` per module that the entries (index,
 * wagmi, solana, server) reach, importing what they take from the protocol from `protocol.d.ts` (its error
 * classes as declared, its other types expanded). Throws when the SDK's types do not compile, when
 * they use a protocol type this script does not write out, or when a declaration would still name a
 * private workspace package. Returns the files written, relative to dist.
 *
 * @example
 * await buildTypes('/work/main/apps/sdk') // ['protocol.d.ts', 'index.d.ts', 'Latch.d.ts', ...]
 */
export async function buildTypes(root) {
  const repo = join(root, '../..')
  const src = join(root, 'src')
  const { options: base } = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, ts.sys)
  const options = {
    ...base,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir: join(root, 'dist'),
    rootDir: repo,
    incremental: false,
    skipLibCheck: true,
  }
  const probePath = join(src, '__protocolTypes.ts')
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists } = host
  host.fileExists = (file) => file === probePath || fileExists(file)
  host.getSourceFile = (file, ...rest) =>
    file === probePath
      ? ts.createSourceFile(file, probe, ts.ScriptTarget.Latest)
      : getSourceFile(file, ...rest)

  // The protocol's error classes are roots too: reached only through node_modules, they would count as
  // a library's and get no declarations.
  const errorModules = ['base', 'config', 'rpc'].map((name) => join('packages/protocol/src/errors', name))
  const program = ts.createProgram(
    [
      ...entries.map((entry) => join(src, `${entry}.ts`)),
      ...errorModules.map((module) => join(repo, `${module}.ts`)),
      probePath,
    ],
    options,
    host,
  )
  const problems = ts.getPreEmitDiagnostics(program)
  if (problems.length)
    throw new Error(
      ts.formatDiagnostics(problems, {
        ...host,
        getNewLine: () => '\n',
        getCanonicalFileName: (file) => file,
      }),
    )
  // Declarations by source file, relative to the repository and without extension.
  const emitted = new Map()
  program.emit(undefined, (file, text) =>
    emitted.set(relative(options.outDir, file).replace(/\.d\.ts$/, ''), text),
  )

  // The SDK's modules that the entries reach, and the protocol names they use.
  const modules = new Map()
  const used = new Set()
  const visit = (module) => {
    if (modules.has(module)) return
    const text = emitted.get(relative(repo, join(src, module)))
    if (text === undefined) throw new Error(`no declarations were emitted for src/${module}.ts`)
    modules.set(module, text)
    for (const { from, names } of importsOf(text))
      if (privatePackage.test(from)) for (const name of names) used.add(name)
      else if (from.startsWith('.')) visit(join(dirname(module), from))
  }
  for (const entry of entries) visit(entry)

  // protocol.d.ts: the error classes as TypeScript declares them, then the other types expanded.
  const errors = errorModules.map((module) =>
    (emitted.get(module) ?? '').replace(/^import .*\n/gm, '').replace(/^export \{\};\n/gm, ''),
  )
  const checker = program.getTypeChecker()
  const aliases = program.getSourceFile(probePath).statements.filter(ts.isTypeAliasDeclaration)
  const printer = ts.createPrinter()
  const expanded = aliases.map(({ name }) => {
    const type = checker.typeToTypeNode(checker.getTypeAtLocation(name), name, flags)
    const text = printer.printNode(ts.EmitHint.Unspecified, multiline(type), name.getSourceFile())
    // payloads and results stay private to the file: PayloadOf and ResultOf look them up.
    return `${/^[a-z]/.test(name.text) ? '' : 'export '}type ${name.text} = ${text};`
  })
  const written = [...errors, ...expanded].join('\n')
  for (const name of used)
    if (!(name in lookups) && !new RegExp(`export (declare class|type) ${name}\\b`).test(written))
      throw new Error(
        `the SDK's types use ${name} of @latch/protocol: write it out in scripts/internal/buildTypes.mjs`,
      )
  const protocol = [
    '// The types of the Latch protocol that the SDK uses, written out at build time (scripts/internal/buildTypes.mjs).',
    written,
    ...Object.values(lookups),
    '',
  ].join('\n')

  // The SDK's declarations import those from protocol.d.ts, and relative modules with the `.js`
  // extension that ESM resolution (moduleResolution node16 or nodenext) needs.
  const outputs = new Map([['protocol', protocol]])
  for (const [module, text] of modules) {
    const toProtocol = relative(dirname(join('/', module)), '/protocol')
    outputs.set(
      module,
      text.replace(/(from\s+|import\()'([^']+)'/g, (all, lead, from) => {
        if (privatePackage.test(from))
          return `${lead}'${toProtocol.startsWith('.') ? '' : './'}${toProtocol}.js'`
        if (!from.startsWith('.')) return all
        return `${lead}'${from}${existsSync(join(src, dirname(module), `${from}.ts`)) ? '.js' : '/index.js'}'`
      }),
    )
  }
  for (const [module, text] of outputs) {
    if (privatePackage.test(text))
      throw new Error(`dist/${module}.d.ts would still name a private workspace package`)
    const file = join(root, 'dist', `${module}.d.ts`)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, text)
  }
  return [...outputs.keys()].map((module) => `${module}.d.ts`)
}
