import { describe, expect, it } from 'vitest'
import { embedClientFilesOf } from './embedBuild.mjs'

describe('embedClientFilesOf', () => {
  it('gives the entry and every chunk it imports, each once, but not the ones it loads later', () => {
    const manifest = {
      'src/embed/hydrateEmbed.tsx': {
        file: 'assets/embed-1.js',
        isEntry: true,
        imports: ['_react.js', '_atoms.js'],
        dynamicImports: ['src/views/Account.tsx'],
      },
      '_react.js': { file: 'assets/react-2.js' },
      '_atoms.js': { file: 'assets/atoms-3.js', imports: ['_react.js', '_base.js'] },
      '_base.js': { file: 'assets/base-4.js' },
      'src/views/Account.tsx': { file: 'assets/Account-5.js', imports: ['_zod.js'] },
      '_zod.js': { file: 'assets/zod-6.js' },
    }
    expect(embedClientFilesOf(manifest)).toEqual({
      entry: 'assets/embed-1.js',
      imports: ['assets/react-2.js', 'assets/atoms-3.js', 'assets/base-4.js'],
    })
  })

  it('refuses a manifest without exactly one entry, or naming a chunk it lacks', () => {
    expect(() => embedClientFilesOf({ a: { file: 'a.js' } })).toThrow('has 0 entries, not 1')
    expect(() => embedClientFilesOf({ a: { file: 'a.js', isEntry: true, imports: ['b'] } })).toThrow(
      'has no chunk b',
    )
  })
})
