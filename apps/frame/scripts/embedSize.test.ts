import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { measureEmbedFirstLoad } from './embedSize.mjs'

let build: string
afterEach(() => rmSync(build, { recursive: true, force: true }))

/** A client build as Vite writes it: the entry, chunks it imports, one it loads later, a style. */
function fakeBuild(manifest?: object) {
  build = mkdtempSync(join(tmpdir(), 'latch-embed-size-'))
  mkdirSync(join(build, 'assets'))
  mkdirSync(join(build, '.vite'))
  const files = {
    'assets/embed.js': 'e'.repeat(900),
    'assets/react.js': 'r'.repeat(6000),
    'assets/atoms.js': 'a'.repeat(300),
    'assets/Account.js': 'l'.repeat(5000),
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(join(build, name), text)
  if (manifest) writeFileSync(join(build, '.vite/manifest.json'), JSON.stringify(manifest))
  return files
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length

describe('measureEmbedFirstLoad', () => {
  it('counts the entry and the chunks it imports, each once, not those it loads later', () => {
    const files = fakeBuild({
      'src/embed/hydrateEmbed.tsx': {
        file: 'assets/embed.js',
        isEntry: true,
        imports: ['_react.js', '_atoms.js'],
        dynamicImports: ['src/views/Account.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      '_atoms.js': { file: 'assets/atoms.js', imports: ['_react.js'] },
      'src/views/Account.tsx': { file: 'assets/Account.js', imports: ['_react.js'] },
    })
    const measured = measureEmbedFirstLoad(build)
    expect(measured.files).toEqual(['assets/embed.js', 'assets/react.js', 'assets/atoms.js'])
    const counted = [files['assets/embed.js'], files['assets/react.js'], files['assets/atoms.js']]
    expect(measured.raw).toBe(counted.reduce((sum, text) => sum + text.length, 0))
    expect(measured.gzip).toBe(counted.reduce((sum, text) => sum + gzip(text), 0))
  })

  it('refuses a build without the client', () => {
    fakeBuild()
    expect(() => measureEmbedFirstLoad(build)).toThrow("/embed's client is missing from the build")
  })
})
