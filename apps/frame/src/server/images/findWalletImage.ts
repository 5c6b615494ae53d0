import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Image } from './Image'
import { walletLogosDir } from './walletLogosDir'

const logoFile = /^([0-9a-f]{1,128})\.jpeg$/

type Logos = { ids: ReadonlySet<string>; read: Map<string, Promise<Uint8Array<ArrayBuffer>>> }
const folders = new Map<string, Promise<Logos>>()

/**
 * A catalogue wallet's logo by image id (hex). Only ids among the folder's files are read, so an id is
 * never made into a path of its own; logos stay in memory once read (the folder bounds how many).
 *
 * @example
 * await findWalletImage('1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369') // Rainbow's JPEG
 * await findWalletImage('../../etc/passwd') // undefined
 */
export async function findWalletImage(id: string, folder = walletLogosDir()): Promise<Image | undefined> {
  const imageId = id.toLowerCase()
  if (!/^[0-9a-f]{1,128}$/.test(imageId)) return undefined
  let logos = folders.get(folder)
  if (!logos) {
    logos = listLogos(folder)
    folders.set(folder, logos)
    logos.catch(() => folders.delete(folder))
  }
  const { ids, read } = await logos
  if (!ids.has(imageId)) return undefined
  let bytes = read.get(imageId)
  if (!bytes) {
    bytes = readFile(path.join(folder, `${imageId}.jpeg`)).then((buffer) => new Uint8Array(buffer))
    read.set(imageId, bytes)
    bytes.catch(() => read.delete(imageId))
  }
  return { body: await bytes, contentType: 'image/jpeg' }
}

async function listLogos(folder: string): Promise<Logos> {
  const files = await readdir(folder)
  const ids = new Set(files.flatMap((file) => logoFile.exec(file)?.[1] ?? []))
  return { ids, read: new Map() }
}
