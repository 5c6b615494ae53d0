import { describe, expect, it, vi } from 'vitest'
import { type ApiClient, ApiRequestError } from '@/api/createApiClient'
import { resolveRecipient } from './resolveRecipient'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** A fake of the frame's /api that knows `names` (name → addresses by coin type) and records each path. */
function fakeApi(names: Record<string, Record<string, { address: string }>>) {
  const paths: string[] = []
  const api = (async (path: string, call?: { query?: Record<string, unknown> }) => {
    paths.push(`${path}?apiVersion=${String(call?.query?.apiVersion)}`)
    const name = decodeURIComponent(path.replace('/api/v1/profile/account/', ''))
    const addresses = names[name]
    if (!addresses) throw new ApiRequestError(404, 'Name not found')
    return { name, addresses, attributes: {}, created_at: '2030-01-01T00:00:00.000Z' }
  }) as ApiClient
  return { api, paths }
}

const resolve = (input: string, deps: Partial<Parameters<typeof resolveRecipient>[1]> = {}) =>
  resolveRecipient(input, { api: fakeApi({}).api, chainId: 31_337, ...deps })

describe('resolveRecipient: hex addresses', () => {
  it('passes an address with a valid checksum, or all lowercase, as its checksummed form', async () => {
    expect(await resolve(alice)).toEqual({ ok: true, recipient: { address: alice } })
    expect(await resolve(` ${alice.toLowerCase()} `)).toEqual({ ok: true, recipient: { address: alice } })
  })

  it('refuses a mixed-case address whose checksum does not hold, and what is not 40 hex digits', async () => {
    const mistyped = `${alice.slice(0, -1)}c`
    expect(await resolve(mistyped)).toEqual({
      ok: false,
      error: 'Invalid address: its checksum (the mix of capitals) does not match',
    })
    for (const text of [
      alice.slice(0, -1),
      `${alice}0`,
      '0xZZ97970C51812dc3A010C7d01b50e0d17dc79C8',
      'alice',
    ])
      expect(await resolve(text)).toEqual({
        ok: false,
        error: 'Enter a 0x address of 40 hex digits, or a name such as alice.latch.id',
      })
    expect(await resolve('  ')).toEqual({ ok: false, error: 'Enter an address or a name' })
  })
})

describe('resolveRecipient: .latch.id names', () => {
  it("asks Latch's name service with the normalised name and answers its Ethereum address", async () => {
    const { api, paths } = fakeApi({ 'alice.latch.id': { '60': { address: alice.toLowerCase() } } })
    expect(await resolve('Alice.latch.id', { api })).toEqual({
      ok: true,
      recipient: { address: alice, name: 'alice.latch.id' },
    })
    expect(paths).toEqual(['/api/v1/profile/account/alice.latch.id?apiVersion=2'])
  })

  it("prefers the address for the send's own chain (ENSIP-11 coin type) over the Ethereum one", async () => {
    const coinType31337 = String((0x8000_0000 | 31_337) >>> 0)
    const { api } = fakeApi({
      'alice.latch.id': { '60': { address: alice }, [coinType31337]: { address: bob } },
    })
    expect(await resolve('alice.latch.id', { api })).toMatchObject({ ok: true, recipient: { address: bob } })
    expect(await resolve('alice.latch.id', { api, chainId: 31_338 })).toMatchObject({
      ok: true,
      recipient: { address: alice },
    })
  })

  it('refuses a label the name service would refuse, in its words, without asking it', async () => {
    const { api, paths } = fakeApi({})
    expect(await resolve('ab.latch.id', { api })).toEqual({
      ok: false,
      error: "Invalid name 'ab.latch.id': the label must be 3 to 63 characters long",
      invalidName: { input: 'ab.latch.id', refusal: { code: 'length', min: 3, max: 63 } },
    })
    expect(await resolve('a..latch.id', { api })).toEqual({
      ok: false,
      error: "Invalid name 'a..latch.id': empty label",
      invalidName: { input: 'a..latch.id', refusal: { code: 'emptyLabel' } },
    })
    expect(paths).toEqual([])
  })

  it('says no address was found for a free name on a network without ENS, and tries ENS where there is one', async () => {
    const { api } = fakeApi({})
    expect(await resolve('nobody.latch.id', { api })).toEqual({
      ok: false,
      error: 'No address found for nobody.latch.id',
    })
    const getEnsAddress = vi.fn(async () => bob as `0x${string}`)
    expect(await resolve('nobody.latch.id', { api, getEnsAddress })).toEqual({
      ok: true,
      recipient: { address: bob, name: 'nobody.latch.id' },
    })
    expect(getEnsAddress).toHaveBeenCalledWith('nobody.latch.id')
  })

  it("passes on the name service's own refusal, and throws when it cannot be reached", async () => {
    const refusing = (async () => {
      throw new ApiRequestError(403, 'Origin not allowed')
    }) as ApiClient
    expect(await resolve('alice.latch.id', { api: refusing })).toEqual({
      ok: false,
      error: 'alice.latch.id: Origin not allowed',
    })
    const offline = (async () => {
      throw new TypeError('fetch failed')
    }) as ApiClient
    await expect(resolve('alice.latch.id', { api: offline })).rejects.toThrow('fetch failed')
  })
})

describe('resolveRecipient: other names (ENS-style, ENSIP-15)', () => {
  it('normalises the name and resolves it on the network registry', async () => {
    const getEnsAddress = vi.fn(async () => alice.toLowerCase() as `0x${string}`)
    expect(await resolve('Vitalik.ETH', { getEnsAddress })).toEqual({
      ok: true,
      recipient: { address: alice, name: 'vitalik.eth' },
    })
    expect(getEnsAddress).toHaveBeenCalledWith('vitalik.eth')
  })

  it("answers 'No address found' without a registry (the devnets) or when the registry has none", async () => {
    expect(await resolve('vitalik.eth')).toEqual({ ok: false, error: 'No address found for vitalik.eth' })
    expect(await resolve('vitalik.eth', { getEnsAddress: async () => null })).toEqual({
      ok: false,
      error: 'No address found for vitalik.eth',
    })
  })

  it('refuses empty labels, misplaced combining marks, invalid characters and confusable scripts in words', async () => {
    const getEnsAddress = vi.fn(async () => alice as `0x${string}`)
    const error = async (text: string) => {
      const result = await resolve(text, { getEnsAddress })
      return result.ok ? 'resolved' : result.error
    }
    expect(await error('a..eth')).toBe("Invalid name 'a..eth': empty label")
    expect(await error('\u0301abc.eth')).toBe("Invalid name '\u0301abc.eth': it starts with a combining mark")
    expect(await error('ali!ce.eth')).toBe("Invalid name 'ali!ce.eth': invalid character (U+0021)")
    // Cyrillic 'р' and 'а' among Latin letters: looks like "paypal".
    expect(await error('\u0440\u0430ypal.eth')).toMatch(
      /^Invalid name '.+': it mixes .+confusable mix of scripts$/,
    )
    expect(getEnsAddress).not.toHaveBeenCalled()
  })
})
