import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { findWalletImage } from './findWalletImage'

const seedLogos = fileURLToPath(new URL('../../../catalogue/logos', import.meta.url))
const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const dirs: string[] = []

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('findWalletImage', () => {
  it("finds a seed wallet's JPEG logo by image id, in either case", async () => {
    const image = await findWalletImage(rainbowId, seedLogos)
    expect(image?.contentType).toBe('image/jpeg')
    const body = image?.body ?? ''
    expect(body).toBeInstanceOf(Uint8Array)
    expect([...(body as Uint8Array).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect((await findWalletImage(rainbowId.toUpperCase(), seedLogos))?.body).toEqual(image?.body)
  })

  it('finds nothing for an unknown or malformed id', async () => {
    expect(await findWalletImage('ab'.repeat(32), seedLogos)).toBeUndefined()
    expect(await findWalletImage('not-hex', seedLogos)).toBeUndefined()
    expect(await findWalletImage('', seedLogos)).toBeUndefined()
  })

  it('never reads outside the logos folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'latch-logos-'))
    dirs.push(root)
    const logos = path.join(root, 'logos')
    await mkdir(logos)
    await writeFile(path.join(logos, 'abcd.jpeg'), 'logo')
    await writeFile(path.join(root, 'secret.jpeg'), 'secret')
    await writeFile(path.join(root, 'ab.jpeg'), 'secret')
    expect(await findWalletImage('abcd', logos)).toEqual({
      body: new TextEncoder().encode('logo'),
      contentType: 'image/jpeg',
    })
    for (const id of ['../secret', '..%2Fsecret', '../ab', `../logos/abcd`, '/etc/passwd', 'ab'])
      expect(await findWalletImage(id, logos), id).toBeUndefined()
  })
})
