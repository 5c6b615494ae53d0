import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runSolc } from './internal/runSolc.mjs'
import { writeFileAtomically } from './internal/writeFileAtomically.mjs'

/**
 * @typedef {object} Artifact
 * @property {import('viem').Abi} abi
 * @property {import('viem').Hex} bytecode the creation code, to deploy with constructor arguments appended
 */

/** Deployable contracts by name (interfaces and abstract contracts are left out). @typedef {Record<string, Artifact>} Artifacts */

/**
 * @typedef {object} CompileContractsOptions
 * @property {string} [contractsDir] the .sol files to compile; defaults to packages/localnet/contracts
 * @property {string} [cacheFile] defaults to packages/localnet/.cache/contracts.json
 */

const packageDir = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)
const solcVersion = /** @type {{ version: string }} */ (require('solc/package.json')).version

/**
 * The Solidity packages our contracts import from (`import "@openzeppelin/contracts/..."`): solc
 * reads them from node_modules, and their versions are part of the cache key.
 */
const libraries = ['@account-abstraction/contracts', '@openzeppelin/contracts'].map((name) => {
  const manifest = require.resolve(`${name}/package.json`)
  const { version } = /** @type {{ version: string }} */ (require(manifest))
  return { prefix: `${name}/`, dir: dirname(manifest), version }
})

// Cancun rather than anvil's newer default, so that the bytecode also runs on older dev chains.
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

/**
 * Compiles every .sol file of the contracts folder with solc-js (in a worker thread), or returns
 * the artifacts cached by an earlier compile of the same sources, settings and solc version.
 * @param {CompileContractsOptions} [options]
 * @returns {Promise<Artifacts>}
 */
export async function compileContracts(options = {}) {
  const {
    contractsDir = join(packageDir, 'contracts'),
    cacheFile = join(packageDir, '.cache/contracts.json'),
  } = options
  const sources = await readSources(contractsDir)
  const versions = libraries.map(({ prefix, version }) => `${prefix}${version}`)
  // Bumped whenever compile() changes what it makes of the same output.
  const artifactsFormat = 2
  const key = createHash('sha256')
    .update(JSON.stringify({ artifactsFormat, solcVersion, settings, versions, sources }))
    .digest('hex')
  const cached = await readCache(cacheFile)
  if (cached?.key === key) return cached.artifacts

  const artifacts = await compile(sources)
  await writeFileAtomically(cacheFile, `${JSON.stringify({ key, artifacts })}\n`)
  return artifacts
}

/**
 * @param {string} dir
 * @returns {Promise<Record<string, { content: string }>>} by file name, sorted so the cache key is stable
 */
async function readSources(dir) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sol')).sort()
  if (names.length === 0) throw new Error(`No .sol files in ${dir}`)
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, { content: await readFile(join(dir, name), 'utf8') }]),
    ),
  )
}

/**
 * @param {string} cacheFile
 * @returns {Promise<{ key: string, artifacts: Artifacts } | undefined>} undefined when missing or unreadable
 */
async function readCache(cacheFile) {
  try {
    const cache = JSON.parse(await readFile(cacheFile, 'utf8'))
    if (typeof cache?.key === 'string' && typeof cache.artifacts === 'object' && cache.artifacts !== null) {
      return cache
    }
  } catch {
    // A missing or corrupt cache only costs a compile.
  }
  return undefined
}

/**
 * @typedef {object} SolcOutput
 * @property {{ severity: string, formattedMessage: string }[]} [errors]
 * @property {Record<string, Record<string, { abi: import('viem').Abi, evm: { bytecode: { object: string } } }>>} [contracts]
 */

/**
 * @param {Record<string, { content: string }>} sources
 * @returns {Promise<Artifacts>}
 */
async function compile(sources) {
  /** @type {SolcOutput} */
  const output = JSON.parse(
    await runSolc(
      JSON.stringify({ language: 'Solidity', sources, settings }),
      Object.fromEntries(libraries.map(({ prefix, dir }) => [prefix, dir])),
    ),
  )
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(
      `Solidity compilation failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`,
    )
  }
  /** @type {Artifacts} */
  const artifacts = {}
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(contracts)) {
      if (contract.evm.bytecode.object === '') continue
      // A package's libraries of internal functions (an ABI of errors at most) live inside the
      // contracts that use them: only its contracts are artifacts of their own.
      if (!(file in sources) && contract.abi.every((item) => item.type === 'error')) continue
      if (artifacts[name]) throw new Error(`Two contracts are named ${name}; artifacts are keyed by name`)
      artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  return artifacts
}
