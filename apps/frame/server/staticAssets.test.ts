import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressStatic } from '../scripts/compressStatic.mjs'
import { answerStaticAsset, loadStaticAssets } from './staticAssets.mjs'
import { callServer } from './testing/callServer'

// A build's static directory of a script, a style and the server's database image, compressed by the
// build's script and answered by a real Node server as the frame's answers them; what it does not
// take reaches the fallback, as Next would get it.
const script = `${'export const answer = 42;\n'.repeat(200)}`
const style = 'body { color: red }\n'.repeat(50)
let root: string
let server: Server
let port = 0

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'latch-static-'))
  const build = join(root, 'static')
  await mkdir(join(build, 'chunks'), { recursive: true })
  await mkdir(join(build, 'media'), { recursive: true })
  await writeFile(join(build, 'chunks/app.js'), script)
  await writeFile(join(build, 'chunks/app.css'), style)
  await writeFile(join(build, 'media/database.wasm'), Buffer.alloc(4096))
  await compressStatic(build, join(root, 'dist'))
  const assets = await loadStaticAssets(join(root, 'dist'))
  server = createServer((request, response) => {
    if (!answerStaticAsset(request, response, assets)) response.writeHead(299).end('fallback')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(root, { recursive: true, force: true })
})

const call = (method: string, path: string, headers?: Record<string, string>) =>
  callServer(port, method, path, headers)

describe('answerStaticAsset', () => {
  it('answers a script in Brotli to a browser that takes it, with the headers Next sends', async () => {
    const answer = await call('GET', '/_next/static/chunks/app.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('answers gzip to a browser that takes gzip and not Brotli, and a style as a style', async () => {
    const answer = await call('GET', '/_next/static/chunks/app.css?dpl=1', {
      'accept-encoding': 'gzip, br;q=0',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(gunzipSync(answer.body).toString()).toBe(style)
  })

  it('tags each coding apart and answers 304 to a browser that has the one it asks for', async () => {
    const br = await call('GET', '/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    const gzip = await call('GET', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/)
    expect(gzip.headers.etag).toMatch(/^"[\w-]+-gzip"$/)
    const again = await call('GET', '/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': `W/"other", ${br.headers.etag}`,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const stale = await call('GET', '/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(gzip.headers.etag),
    })
    expect(stale.status).toBe(200)
  })

  it('answers HEAD with the headers and no body', async () => {
    const answer = await call('HEAD', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0)
    expect(answer.body.length).toBe(0)
  })

  it.each([
    ['a browser that takes neither coding', 'GET', '/_next/static/chunks/app.js', 'identity'],
    ['a file the build did not compress', 'GET', '/_next/static/media/database.wasm', 'br'],
    ['a path of no file', 'GET', '/_next/static/chunks/missing.js', 'br'],
    ['a path outside the static files', 'GET', '/embed', 'br'],
    ['a method other than GET and HEAD', 'POST', '/_next/static/chunks/app.js', 'br'],
  ])('hands %s to the next handler', async (_, method, path, codings) => {
    const answer = await call(method, path, { 'accept-encoding': codings })
    expect(answer.status).toBe(299)
  })

  it('has nothing to answer from a build without compressed copies', async () => {
    expect((await loadStaticAssets(join(root, 'none'))).size).toBe(0)
  })
})
