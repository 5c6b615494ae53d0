import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { measureEmbedFirstLoad } from './embedSize.mjs'

let build: string
afterEach(() => rmSync(build, { recursive: true, force: true }))

function fakeBuild(entryJSFiles: Record<string, string[]>) {
  build = mkdtempSync(join(tmpdir(), 'latch-embed-size-'))
  mkdirSync(join(build, 'static/chunks'), { recursive: true })
  mkdirSync(join(build, 'server/app/embed'), { recursive: true })
  writeFileSync(
    join(build, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }),
  )
  const manifest = { clientModules: {}, entryJSFiles }
  writeFileSync(
    join(build, 'server/app/embed/page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/embed/page"] = ${JSON.stringify(manifest)};\n`,
  )
  const files = {
    main: 'a'.repeat(500),
    layout: 'b'.repeat(300),
    page: 'c'.repeat(900),
    lazy: 'd'.repeat(5000),
  }
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(build, `static/chunks/${name}.js`), text)
  return files
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length

describe('measureEmbedFirstLoad', () => {
  it('counts the root main files and the layout and page entry chunks once each, not lazy chunks', () => {
    const files = fakeBuild({
      '[project]/apps/frame/src/app/layout': ['static/chunks/layout.js'],
      '[project]/apps/frame/src/app/embed/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
    })
    const measured = measureEmbedFirstLoad(build)
    expect(measured.files).toEqual([
      'static/chunks/main.js',
      'static/chunks/layout.js',
      'static/chunks/page.js',
    ])
    expect(measured.raw).toBe(files.main.length + files.layout.length + files.page.length)
    expect(measured.gzip).toBe(gzip(files.main) + gzip(files.layout) + gzip(files.page))
  })

  it('refuses a build without the embed page', () => {
    fakeBuild({ '[project]/apps/frame/src/app/layout': ['static/chunks/layout.js'] })
    expect(() => measureEmbedFirstLoad(build)).toThrow('/embed is missing from the build')
  })
})
