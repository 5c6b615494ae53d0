import { describe, expect, it } from 'vitest'
import { nginxConfig, retriedPostPaths } from './nginxConfig.mjs'

const base = { dir: '/tmp/latch-nginx', port: 8080, upstreamPorts: [3001, 3002], asRoot: false }

describe('nginxConfig', () => {
  it('by default lets no caller name the client: X-Forwarded-For is the address nginx sees', () => {
    const config = nginxConfig(base)
    expect(config).not.toContain('set_real_ip_from')
    expect(config).not.toContain('real_ip_header')
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
  })

  it("passes the frames nginx's id of each request, whatever the caller sent as one", () => {
    expect(nginxConfig(base)).toContain('proxy_set_header X-Request-Id $request_id;')
  })

  it('lets the callers it is told trust name the client, as a CDN in front would', () => {
    const config = nginxConfig({ ...base, trustForwardedFrom: ['127.0.0.1', ' 10.0.0.0/8 '] })
    expect(config).toContain('set_real_ip_from 127.0.0.1;')
    expect(config).toContain('set_real_ip_from 10.0.0.0/8;')
    expect(config).toContain('real_ip_header X-Forwarded-For;')
  })

  it('refuses what is not an address or a range, which would otherwise reach the config as is', () => {
    expect(() => nginxConfig({ ...base, trustForwardedFrom: ['127.0.0.1; deny all'] })).toThrow(
      'Not an address or range',
    )
  })
})

describe('nginxConfig retries', () => {
  it('sends a failed GET to the other instance, and a failed POST only on the paths safe to repeat or with a key', () => {
    const config = nginxConfig(base)
    const main = /location \/ \{[\s\S]*?\n {4}\}/.exec(config)?.[0] ?? ''
    expect(main).toContain('proxy_next_upstream error timeout http_502 http_503;')
    expect(main).not.toContain('non_idempotent')
    expect(main).toContain('if ($http_idempotency_key) {\n        rewrite ^ /.latch-keyed last;')
    const keyed = /location = \/\.latch-keyed \{[^}]*\}/.exec(config)?.[0] ?? ''
    expect(keyed).toContain('internal;')
    expect(keyed).toContain('proxy_pass http://latch_frames$request_uri;')
    expect(keyed).toContain('proxy_next_upstream error timeout http_502 http_503 non_idempotent;')
    for (const path of retriedPostPaths) {
      const block =
        new RegExp(`location = ${path.replaceAll('/', '\\/')} \\{[^}]*\\}`).exec(config)?.[0] ?? ''
      expect(block, path).toContain('proxy_next_upstream error timeout http_502 http_503 non_idempotent;')
      expect(block, path).toContain('proxy_pass http://latch_frames;')
    }
    expect(retriedPostPaths).toEqual([
      '/api/e',
      '/api/v1/onramp/quote',
      '/api/v1/fungible/price',
      '/api/v1/convert/build-transaction',
    ])
  })
})
