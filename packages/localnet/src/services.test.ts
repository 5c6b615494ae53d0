import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clusterServices } from './cluster/clusterServices.mjs'
import { services } from './services.mjs'

describe('services', () => {
  it('start a bundler per devnet, after both devnets, on 4337 and 4338, in cluster mode too', () => {
    const names = services.map((service) => service.name)
    expect(names.slice(0, 4)).toEqual(['devnet-a', 'devnet-b', 'bundler-a', 'bundler-b'])
    const bundlers = services.filter((service) => service.name.startsWith('bundler-'))
    expect(bundlers.map(({ url, ports }) => [url, ports])).toEqual([
      ['http://127.0.0.1:4337', [4337]],
      ['http://127.0.0.1:4338', [4338]],
    ])
    expect(clusterServices().map((service) => service.name)).toEqual(
      expect.arrayContaining(['bundler-a', 'bundler-b']),
    )
  })

  it('refuses to start a bundler before its devnet recorded the EntryPoint', async () => {
    const root = await mkdtemp(join(tmpdir(), 'latch-services-'))
    const bundler = services.find((service) => service.name === 'bundler-a')
    try {
      await expect(
        bundler?.start({
          root,
          env: {},
          prefix: '',
          signal: new AbortController().signal,
          watch: () => {},
          release: () => {},
        }),
      ).rejects.toThrow(
        `${join(root, '.latch/deployments.json')} has no EntryPoint for chain 31337: start its devnet first`,
      )
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
