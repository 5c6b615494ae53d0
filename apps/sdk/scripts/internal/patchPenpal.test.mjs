import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyPatches, patchPenpal, penpalPatches, withoutDebugLogs } from './patchPenpal.mjs'

// What the build bundles: the ESM file beside the entry require resolves.
const require = createRequire(import.meta.url)
const penpalDist = dirname(require.resolve('penpal'))
const penpalPath = join(penpalDist, 'penpal.mjs')
const penpal = readFileSync(penpalPath, 'utf8')
const count = (text, part) => text.split(part).length - 1

describe('patchPenpal', () => {
  it('patches the installed penpal, the exact version package.json pins', () => {
    const pinned = require('../../package.json')
    const installed = JSON.parse(readFileSync(join(penpalDist, '..', 'package.json'), 'utf8'))
    expect(pinned.dependencies.penpal).toBe(installed.version)
  })

  it('applies every patch: each finds its text exactly its number of times, in order', () => {
    let source = penpal
    for (const patch of penpalPatches) {
      const [from, , times] = patch
      expect({ patch: from, found: count(source, from) }).toEqual({ patch: from, found: times })
      source = applyPatches(source, [patch])
    }
    expect(applyPatches(penpal)).toBe(source)
  })

  it('drops every debug log, the legacy protocol and the options, and still parses', () => {
    const patched = patchPenpal(penpal, penpalPath)
    expect(count(penpal, 'log?.(')).toBeGreaterThan(10)
    expect(patched).not.toMatch(/\blog\?\.\(/)
    expect(patched).not.toMatch(
      /remoteParticipantId [!=]== DEPRECATED|instanceof CallOptions|= once_default\(/,
    )
    // Parsing is what withoutDebugLogs does first: a patch that broke the syntax throws here.
    expect(() => withoutDebugLogs(penpalPath, `${patched}\nlog?.(1);`)).not.toThrow()
  })

  describe.each(penpalPatches.map((patch, index) => [index, patch]))('patch %i', (index, [from, , times]) => {
    // The source as this patch finds it, after the ones before it.
    const before = applyPatches(penpal, penpalPatches.slice(0, index))
    const rest = penpalPatches.slice(index)
    // The error quotes the patch's text (its start, JSON-escaped).
    const named = `penpal patch ${JSON.stringify(from).slice(0, 30)}`

    it('throws, naming the patch, when its text is missing', () => {
      const missing = before.replace(from, '')
      expect(() => applyPatches(missing, rest)).toThrow(named)
      expect(() => applyPatches(missing, rest)).toThrow(`${times} time(s) and found it ${times - 1}`)
    })

    it('throws, naming the patch, when its text occurs once more', () => {
      const doubled = before.replace(from, `${from}${from}`)
      expect(() => applyPatches(doubled, rest)).toThrow(named)
      expect(() => applyPatches(doubled, rest)).toThrow(`${times} time(s) and found it ${times + 1}`)
    })
  })

  it('fails the whole patch when penpal changed: a missing text throws from the original source', () => {
    const [[from]] = penpalPatches
    expect(() => patchPenpal(penpal.replace(from, 'isLegacy'))).toThrow(
      `penpal patch ${JSON.stringify(from)}`,
    )
  })

  it('throws when no debug-log call is left to drop, or the source does not parse', () => {
    expect(() => withoutDebugLogs('penpal.mjs', 'const f = (x) => x')).toThrow(/no debug-log call/)
    expect(() => withoutDebugLogs('penpal.mjs', 'const f = (x) => {')).toThrow(/does not parse/)
    expect(withoutDebugLogs('penpal.mjs', 'const f = (log) => { if (log) log?.("x"); return 1 }')).toBe(
      'const f = (log) => { if (log) ; return 1 }',
    )
  })
})
