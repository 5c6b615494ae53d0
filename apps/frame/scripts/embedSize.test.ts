import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { measureEmbedFirstLoad } from './embedSize.mjs'

let build: string
afterEach(() => rmSync(build, { recursive: true, force: true }))

function fakeBuild(pages: Record<string, string[]>) {
  build = mkdtempSync(join(tmpdir(), 'latch-embed-size-'))
  mkdirSync(join(build, 'static/chunks'), { recursive: true })
  mkdirSync(join(build, 'static/build-id'), { recursive: true })
  writeFileSync(
    join(build, 'build-manifest.json'),
    JSON.stringify({
      pages,
      polyfillFiles: ['static/chunks/polyfills.js'],
      lowPriorityFiles: ['static/build-id/_buildManifest.js'],
      rootMainFiles: ['static/chunks/appRouterMain.js'],
    }),
  )
  const files = {
    'build-id/_buildManifest': 'm'.repeat(100),
    'chunks/polyfills': 'p'.repeat(4000),
    'chunks/appRouterMain': 'r'.repeat(6000),
    'chunks/runtime': 'a'.repeat(500),
    'chunks/app': 'b'.repeat(300),
    'chunks/embed': 'c'.repeat(900),
    'chunks/error': 'd'.repeat(5000),
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(join(build, `static/${name}.js`), text)
  writeFileSync(join(build, 'static/chunks/app.css'), 'e'.repeat(700))
  return files
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length

describe('measureEmbedFirstLoad', () => {
  it("counts the build manifest and the _app and /embed scripts once each, not CSS, polyfills or other pages'", () => {
    const files = fakeBuild({
      '/_app': ['static/chunks/app.js', 'static/chunks/app.css', 'static/chunks/runtime.js'],
      '/_error': ['static/chunks/error.js', 'static/chunks/runtime.js'],
      '/embed': ['static/chunks/embed.js', 'static/chunks/runtime.js'],
    })
    const measured = measureEmbedFirstLoad(build)
    expect(measured.files).toEqual([
      'static/build-id/_buildManifest.js',
      'static/chunks/app.js',
      'static/chunks/runtime.js',
      'static/chunks/embed.js',
    ])
    const counted = [
      files['build-id/_buildManifest'],
      files['chunks/app'],
      files['chunks/runtime'],
      files['chunks/embed'],
    ]
    expect(measured.raw).toBe(counted.reduce((sum, text) => sum + text.length, 0))
    expect(measured.gzip).toBe(counted.reduce((sum, text) => sum + gzip(text), 0))
  })

  it('refuses a build without the embed page', () => {
    fakeBuild({ '/_app': ['static/chunks/app.js'] })
    expect(() => measureEmbedFirstLoad(build)).toThrow('/embed is missing from the build')
  })
})
