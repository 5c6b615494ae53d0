import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { budget, measureSdkSize } from './size.mjs'

let dist
afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('measureSdkSize', () => {
  it('measures the script build, the ESM entry with the chunks it imports, and the Solana and Bitcoin bridges', () => {
    dist = mkdtempSync(join(tmpdir(), 'latch-size-'))
    const script = 'window.Latch={};'.repeat(50)
    const index = 'import{a}from"./chunk-AB12.js";export{a as createLatch};'
    const chunk = 'export const a=1;'
    writeFileSync(join(dist, 'latch.js'), script)
    writeFileSync(join(dist, 'index.js'), index)
    writeFileSync(join(dist, 'chunk-AB12.js'), chunk)
    writeFileSync(join(dist, 'chunk-UNUSED.js'), 'x'.repeat(1000))
    const bridge = 'announce();'.repeat(20)
    writeFileSync(join(dist, 'latch-solana.js'), bridge)
    const bitcoinBridge = 'announceBitcoin();'.repeat(10)
    writeFileSync(join(dist, 'latch-bitcoin.js'), bitcoinBridge)
    const gzip = (text) => gzipSync(text, { level: 9 }).length
    const [scriptRow, indexRow, bridgeRow, bitcoinRow] = measureSdkSize(dist)
    expect(scriptRow).toMatchObject({ name: 'dist/latch.js', minified: script.length, gzip: gzip(script) })
    expect(scriptRow.brotli).toBeLessThan(scriptRow.minified)
    expect(indexRow).toMatchObject({
      name: 'dist/index.js + 1 chunk(s)',
      minified: index.length + chunk.length,
      gzip: gzip(index) + gzip(chunk),
    })
    expect(bridgeRow).toMatchObject({
      name: 'dist/latch-solana.js',
      minified: bridge.length,
      gzip: gzip(bridge),
    })
    expect(bitcoinRow).toMatchObject({
      name: 'dist/latch-bitcoin.js',
      minified: bitcoinBridge.length,
      gzip: gzip(bitcoinBridge),
    })
    expect(budget).toBe(5000)
  })

  it('says to build first when dist is missing', () => {
    dist = mkdtempSync(join(tmpdir(), 'latch-size-'))
    expect(() => measureSdkSize(dist)).toThrow(/run the SDK build first/)
  })
})
