// Builds the SDK: ESM entries for bundlers (sharing one chunk), the server entry, and the script-tag IIFE served as /sdk.js,
// which must stay within 6,000 bytes gzip (scripts/size.mjs checks it).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyzeMetafile, build } from 'esbuild'
import { minify, parseSync } from 'rolldown/experimental'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

// The workspace packages declare no `sideEffects`, so esbuild would keep every module they re-export
// (shared-types' limits, ...) although nothing in them runs on import; this says so.
const pureWorkspacePackages = {
  name: 'pure-workspace-packages',
  setup(build) {
    build.onResolve({ filter: /^@latch\/(protocol|shared-types)|^\.\.?\// }, async (args) => {
      if (args.pluginData === 'resolving' || !/@latch\/|[\\/]packages[\\/]/.test(args.path + args.importer))
        return
      const result = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      })
      return { ...result, sideEffects: false }
    })
  },
}

// The frame runs penpal 7, so penpal's translation layer for children on penpal 6 and older is dead
// code here (about 420 bytes gzip of the budget): cut it at build time, with the options the SDK never
// uses. Each patch names how often its text occurs; should penpal's source change, the patches are
// skipped with a warning and scripts/size.mjs reports what that costs.
const penpalPatches = [
  ['if (isDeprecatedMessage(data)) {', 'if (false) {', 1],
  ['this.#isChildUsingDeprecatedProtocol ? downgradeMessage(message) : message', 'message', 1],
  // Only the legacy branch cut above ever sets the flag.
  ['this.#isChildUsingDeprecatedProtocol = true;', '', 1],
  ['this.#isChildUsingDeprecatedProtocol', 'false', 2],
  // Only upgraded legacy messages carry this participant id.
  ['remoteParticipantId !== DEPRECATED_PENPAL_PARTICIPANT_ID', 'true', 1],
  ['remoteParticipantId === DEPRECATED_PENPAL_PARTICIPANT_ID', 'false', 1],
  // Options and transferables: the SDK passes no CallOptions and its `handle` never returns a Reply.
  ['value instanceof Reply_default', 'false', 1],
  ['lastArg instanceof CallOptions_default', 'false', 1],
  // Without CallOptions a call has no timeout of its own (the SDK's handshake timeout is separate).
  ['timeout !== void 0 ? window.setTimeout(', 'false ? window.setTimeout(', 1],
  // connectFrame allows exactly one origin, a string (never a RegExp nor '*'), and only calls
  // `remote.handle(message)` (never `.call`, `.apply` or `.bind` on a remote method).
  [
    'allowedOrigin instanceof RegExp ? allowedOrigin.test(origin) : allowedOrigin === origin || allowedOrigin === "*"',
    'allowedOrigin === origin',
    1,
  ],
  ['this.#concreteRemoteOrigin === "null" && this.#allowedOrigins.includes("*") ? "*" : ', '', 1],
  ['path.length && methodsToTreatAsNative.has(prop)', 'false', 1],
  // The debug `log` is never given (its calls are dropped below), so it is not handed around either.
  ['  channel,\n  log\n}) => {', '  channel\n}) => {', 2],
  ['        channel,\n        log\n      });', '        channel\n      });', 1],
  ['(messenger, methods, channel, log)', '(messenger, methods, channel)', 2],
  [
    'connectRemoteProxy_default(messenger, channel, log)',
    'connectRemoteProxy_default(messenger, channel)',
    1,
  ],
  [
    'messenger.initialize({ log, validateReceivedMessage })',
    'messenger.initialize({ validateReceivedMessage })',
    1,
  ],
  ['    log,\n    validateReceivedMessage\n  }) => {', '    validateReceivedMessage\n  }) => {', 2],
  ['this.#log = log;', '', 2],
  // connectFrame destroys its messenger before the connection, so penpal's DESTROY is never sent.
  ['if (notifyOtherParticipant) {', 'if (false) {', 1],
  // connectFrame passes a window and a new messenger to each connection: the argument checks never fail.
  [
    '  if (!messenger) {\n    throw new PenpalError_default("INVALID_ARGUMENT", "messenger must be defined");\n  }\n',
    '',
    1,
  ],
  [
    '  if (usedMessengers.has(messenger)) {\n    throw new PenpalError_default(\n      "INVALID_ARGUMENT",\n      "A messenger can only be used for a single connection"\n    );\n  }\n  usedMessengers.add(messenger);\n',
    '',
    1,
  ],
  [
    '    if (!remoteWindow) {\n      throw new PenpalError_default("INVALID_ARGUMENT", "remoteWindow must be defined");\n    }\n',
    '',
    1,
  ],
  // The SDK reports its own errors and keeps penpal's as their `cause`, identified by `code`: the
  // texts beside the codes go.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: penpal's source text, matched as it is
  ['`Method \\`${formatMethodPath(methodPath)}\\` is not found.`', '""', 1],
  [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: penpal's source text, matched as it is
    '`Method call ${formatMethodPath(\n      methodPath\n    )}() failed due to destroyed connection`',
    '""',
    1,
  ],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: penpal's source text, matched as it is
  ['`Connection timed out after ${timeout}ms`', '""', 1],
  ['"Cannot send message because the MessagePort is not connected"', '""', 2],
  ['"Cannot send message because the remote origin is not established"', '""', 1],
]
// penpal logs every message through an optional `log` that the SDK never passes (penpal's debug()):
// the calls and their message templates are dead weight, so every `log?.(...)` and `this.#log?.(...)`
// statement is dropped. They are found in penpal's syntax tree, so nothing else can be caught.
const isDebugLog = (node) => {
  const call = node.type === 'ExpressionStatement' && node.expression.type === 'ChainExpression'
  const callee = call && node.expression.expression.callee
  return callee?.type === 'Identifier'
    ? callee.name === 'log'
    : callee?.type === 'MemberExpression' &&
        callee.object.type === 'ThisExpression' &&
        callee.property.type === 'PrivateIdentifier' &&
        callee.property.name === 'log'
}
const findDebugLogs = (node, found = []) => {
  if (Array.isArray(node)) for (const child of node) findDebugLogs(child, found)
  else if (node && typeof node === 'object') {
    if (isDebugLog(node)) found.push(node)
    else for (const child of Object.values(node)) findDebugLogs(child, found)
  }
  return found
}
const withoutDebugLogs = (path, source) => {
  const { program, errors } = parseSync(path, source)
  const logs = errors.length ? [] : findDebugLogs(program)
  if (!logs.length) return
  // Cut from the end so earlier offsets stay valid; `;` keeps a bare `if (x) log?.()` well formed.
  return logs
    .sort((a, b) => b.start - a.start)
    .reduce((code, { start, end }) => `${code.slice(0, start)};${code.slice(end)}`, source)
}

const penpalWithoutLegacyProtocol = {
  name: 'penpal-without-legacy-protocol',
  setup(build) {
    build.onLoad({ filter: /[\\/]penpal[\\/]dist[\\/]penpal\.mjs$/ }, async (args) => {
      const warnings = []
      let source = await readFile(args.path, 'utf8')
      let patched = source
      for (const [from, to, times] of penpalPatches) {
        const parts = patched.split(from)
        patched = parts.length === times + 1 && parts.join(to)
        if (!patched) break
      }
      if (patched) source = patched
      else warnings.push({ text: 'penpal changed: its patches are skipped, legacy-protocol code and all' })
      const stripped = withoutDebugLogs(args.path, source)
      if (stripped === undefined)
        warnings.push({ text: 'penpal changed: no debug-log calls found, they are kept in the build' })
      return { contents: stripped ?? source, loader: 'js', warnings }
    })
  },
}

const shared = {
  bundle: true,
  minify: true,
  target: 'es2020',
  // penpal is written with class fields and #private fields; lowering them to es2020 helpers costs
  // about 460 bytes gzip, and every browser that runs the frame (Chrome 84+, Safari 15+, Firefox 90+)
  // has them natively.
  supported: { 'class-field': true, 'class-private-field': true, 'class-private-method': true },
  platform: 'browser',
  logLevel: 'warning',
  legalComments: 'none',
  plugins: [pureWorkspacePackages, penpalWithoutLegacyProtocol],
  metafile: process.argv.includes('--analyze'),
}

await rm(join(root, 'dist'), { recursive: true, force: true })
const results = await Promise.all([
  build({
    ...shared,
    entryPoints: { index: join(root, 'src/index.ts'), wagmi: join(root, 'src/wagmi.ts') },
    outdir: join(root, 'dist'),
    format: 'esm',
    splitting: true,
    chunkNames: 'chunk-[hash]',
    external: ['@wagmi/core', 'viem'],
  }),
  // `@latch/sdk/server`, for host backends (Node, Deno, workers): a build of its own, so that it shares
  // no chunk with the browser entries and never reaches the script tag.
  build({
    ...shared,
    entryPoints: { server: join(root, 'src/server.ts') },
    outdir: join(root, 'dist'),
    format: 'esm',
    platform: 'neutral',
    external: ['viem'],
  }),
  build({
    ...shared,
    entryPoints: [join(root, 'src/script.ts')],
    outfile: join(root, 'dist/latch.js'),
    format: 'iife',
    write: false,
  }).then(async (result) => {
    // oxc's minifier, run over esbuild's output, compresses the script tag a further ~320 bytes gzip.
    const [{ path, text }] = result.outputFiles
    const { code, errors } = await minify(path, text, {
      compress: { target: 'es2020' },
      mangle: { toplevel: true },
    })
    if (errors.length) throw new Error(`oxc could not minify ${path}: ${errors[0].message}`)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, code)
    return result
  }),
])

// `node scripts/build.mjs --analyze` prints what each module weighs in each output.
for (const { metafile } of results) if (metafile) console.log(await analyzeMetafile(metafile))
