import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BaseError, ContractFunctionRevertedError, HttpRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { findErrorNamed } from './findErrorNamed'

describe('findErrorNamed', () => {
  it("finds viem's error by name among the causes, as another copy of viem would have thrown it", () => {
    const reverted = new ContractFunctionRevertedError({ abi: [], functionName: 'getAmountsOut' })
    const wrapped = new BaseError('call failed', { cause: reverted })
    expect(findErrorNamed(wrapped, ['ContractFunctionRevertedError'])).toBe(reverted)
    // A class of its own, as a second copy of viem in the bundle would have.
    class HttpRequestErrorCopy extends Error {
      override name = 'HttpRequestError'
    }
    const copy = new HttpRequestErrorCopy('fetch failed')
    expect(copy instanceof HttpRequestError).toBe(false)
    expect(
      findErrorNamed(new Error('read failed', { cause: copy }), ['TimeoutError', 'HttpRequestError']),
    ).toBe(copy)
  })

  it('answers undefined for other errors, non-errors and a cause cycle', () => {
    expect(
      findErrorNamed(new Error('x', { cause: new TypeError('y') }), ['HttpRequestError']),
    ).toBeUndefined()
    expect(findErrorNamed('HttpRequestError', ['HttpRequestError'])).toBeUndefined()
    expect(findErrorNamed(undefined, ['HttpRequestError'])).toBeUndefined()
    const looped = new Error('a')
    looped.cause = looped
    expect(findErrorNamed(looped, ['HttpRequestError'])).toBeUndefined()
  })
})

describe("the server's modules", () => {
  // The rule and why: docs/errors.md.
  it('never decide by instanceof on a class imported from a package outside the project', () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    const offending: string[] = []
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue
      const source = readFileSync(path.join(root, file), 'utf8')
      const imported = new Set<string>()
      for (const [, names, from] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
        if (!names || !from || from.startsWith('.') || from.startsWith('@/') || from.startsWith('@latch/'))
          continue
        for (const name of names.split(',')) {
          const local = name
            .trim()
            .split(/\s+as\s+/)
            .at(-1)
            ?.trim()
          if (local && !local.startsWith('type ')) imported.add(local)
        }
      }
      for (const [, name] of source.matchAll(/instanceof\s+([A-Za-z_$][\w$]*)/g))
        if (name && imported.has(name)) offending.push(`${file}: instanceof ${name}`)
    }
    expect(offending).toEqual([])
  })
})
