import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { barrelExports, resolveBarrelImports, rewriteBarrelImports } from './resolveBarrelImports.mjs'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A barrel as the protocol's: named re-exports, a star re-export of a folder, declarations there. */
function fakePackage() {
  dir = mkdtempSync(join(tmpdir(), 'latch-barrel-'))
  mkdirSync(join(dir, 'errors'))
  const files = {
    'index.ts':
      "export { type Code, codes } from './codes'\nexport * from './errors'\nexport { Schema as Shape } from './schema'\n",
    'codes.ts': 'export type Code = number\nexport const codes = { a: 1 }\n',
    'errors/index.ts': "export * from './base'\nexport { RpcError } from './rpc'\n",
    'errors/base.ts': 'export class BaseError extends Error {}\nexport function walk() {}\n',
    'errors/rpc.ts': "import { BaseError } from './base'\nexport class RpcError extends BaseError {}\n",
    'schema.ts': "import { z } from 'zod'\nexport const Schema = z.object({})\n",
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return (name: string) => join(dir, name)
}

describe('barrelExports', () => {
  it('finds each name where it is defined, through named and star re-exports', () => {
    const file = fakePackage()
    const names = barrelExports(file('index.ts'))
    expect(Object.fromEntries(names)).toEqual({
      Code: file('codes.ts'),
      codes: file('codes.ts'),
      BaseError: file('errors/base.ts'),
      walk: file('errors/base.ts'),
      RpcError: file('errors/rpc.ts'),
      Shape: file('schema.ts'),
    })
  })
})

describe('rewriteBarrelImports', () => {
  it('imports each name from its module, keeping aliases and type-only names', () => {
    const file = fakePackage()
    const names = barrelExports(file('index.ts'))
    const code = "import { codes, type Code, RpcError as Rpc } from '@x/p'\nimport { walk } from './local'\n"
    expect(rewriteBarrelImports(code, '@x/p', names)).toBe(
      [
        `import { codes } from ${JSON.stringify(file('codes.ts'))};`,
        `import { type Code } from ${JSON.stringify(file('codes.ts'))};`,
        `import { RpcError as Rpc } from ${JSON.stringify(file('errors/rpc.ts'))}`,
        "import { walk } from './local'",
        '',
      ].join('\n'),
    )
  })

  it('rewrites re-exports, leaves type-only statements, other packages and code without the barrel alone', () => {
    const file = fakePackage()
    const names = barrelExports(file('index.ts'))
    expect(rewriteBarrelImports("export { Shape } from '@x/p'", '@x/p', names)).toBe(
      `export { Shape } from ${JSON.stringify(file('schema.ts'))}`,
    )
    expect(rewriteBarrelImports("import type { Code } from '@x/p'", '@x/p', names)).toBe(
      "import type { Code } from '@x/p'",
    )
    expect(rewriteBarrelImports("import { codes } from '@x/p/codes'", '@x/p', names)).toBeUndefined()
    expect(rewriteBarrelImports("import { a } from '@x/px'", '@x/p', names)).toBeUndefined()
  })

  it('refuses a name the barrel does not export, so that no build silently imports nothing', () => {
    const file = fakePackage()
    const names = barrelExports(file('index.ts'))
    expect(() => rewriteBarrelImports("import { missing } from '@x/p'", '@x/p', names)).toThrow(
      '@x/p exports no missing',
    )
  })
})

describe('resolveBarrelImports', () => {
  it("transforms other modules' imports but not the package's own", () => {
    const file = fakePackage()
    const plugin = resolveBarrelImports({ barrel: '@x/p', index: file('index.ts') })
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined
    expect(transform("import { walk } from '@x/p'", '/app/src/a.ts')?.code).toBe(
      `import { walk } from ${JSON.stringify(file('errors/base.ts'))}`,
    )
    expect(transform("import { walk } from '@x/p'", file('codes.ts'))).toBeUndefined()
  })
})
