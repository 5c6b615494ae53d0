import { IDBFactory } from 'fake-indexeddb'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { toBase64Url } from '../crypto/sealedShare'
import { createDeviceShareStore } from './createDeviceShareStore'
import { createEmbeddedKey } from './createEmbeddedKey'
import { splitKey } from './splitKey'

const alice = { id: 'user-alice', ...createEmbeddedKey() }
const bob = { id: 'user-bob', ...createEmbeddedKey() }

async function deviceShareOf(privateKey: `0x${string}`) {
  return (await splitKey(privateKey)).deviceShare
}

// Reads every record of one store of the database as IndexedDB hands it out (a structured clone).
async function dump(factory: IDBFactory, storeName: string): Promise<unknown[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open('latch-embedded')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction(storeName).objectStore(storeName).getAll()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

function encodings(bytes: Uint8Array): string[] {
  return [
    bytesToHex(bytes).slice(2),
    toBase64Url(bytes),
    btoa(String.fromCharCode(...bytes)),
    bytes.join(','),
  ]
}

describe('createDeviceShareStore', () => {
  it('keeps device shares per user across reloads, sealed, and gives them back', async () => {
    const indexedDB = new IDBFactory()
    const store = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    expect(store.persistent).toBe(true)
    const aliceShare = await deviceShareOf(alice.privateKey)
    const bobShare = await deviceShareOf(bob.privateKey)
    await store.write(alice.id, alice.address, aliceShare)
    await store.write(bob.id, bob.address, bobShare)

    // A reload: a new store over the same database, which structured-clones the CryptoKey back out.
    const reloaded = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    expect(await reloaded.read(alice.id)).toEqual({ address: alice.address, share: aliceShare })
    expect(await reloaded.read(bob.id)).toEqual({ address: bob.address, share: bobShare })
    expect(await reloaded.read('user-nobody')).toBeUndefined()
  })

  it('stores no plaintext share, only a sealed one with a fresh IV each write', async () => {
    const indexedDB = new IDBFactory()
    const store = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    const share = await deviceShareOf(alice.privateKey)
    await store.write(alice.id, alice.address, share)
    const [first] = await dump(indexedDB, 'deviceShares')
    await store.write(alice.id, alice.address, share)
    const records = await dump(indexedDB, 'deviceShares')
    expect(records).toHaveLength(1)
    const [second] = records
    expect(second).toEqual({
      projectId: 'latch-dev',
      userId: alice.id,
      deviceId: await store.deviceId(),
      address: alice.address,
      sealed: { iv: expect.stringMatching(/^[\w-]{16}$/), ciphertext: expect.stringMatching(/^[\w-]+$/) },
    })
    expect((second as { sealed: { iv: string } }).sealed.iv).not.toBe(
      (first as { sealed: { iv: string } }).sealed.iv,
    )
    const everything = JSON.stringify(
      await Promise.all(['deviceShares', 'deviceIds'].map((name) => dump(indexedDB, name))),
    )
    for (const encoded of encodings(share)) expect(everything).not.toContain(encoded)
    for (const encoded of encodings(share.subarray(0, 32))) expect(everything).not.toContain(encoded)
  })

  it('seals with a non-extractable AES-GCM CryptoKey that survives its structured clone', async () => {
    const indexedDB = new IDBFactory()
    await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    const keys = await dump(indexedDB, 'deviceKeys')
    expect(keys).toHaveLength(1)
    const [key] = keys
    if (!(key instanceof CryptoKey)) throw new Error('the stored key is not a CryptoKey')
    expect(key.extractable).toBe(false)
    expect(key.algorithm).toEqual({ name: 'AES-GCM', length: 256 })
    expect([...key.usages].sort()).toEqual(['decrypt', 'encrypt'])
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', key)).rejects.toThrow()
    // The clone still works: what it seals, the store (which reads its own clone) opens.
    const iv = new Uint8Array(12)
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array([1, 2, 3]))
    expect(new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed))).toEqual(
      new Uint8Array([1, 2, 3]),
    )
  })

  it('makes one 22-character device id per project, the same for every user and after a reload', async () => {
    const indexedDB = new IDBFactory()
    const store = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    const [id, again] = await Promise.all([store.deviceId(), store.deviceId()])
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(again).toBe(id)
    await store.write(alice.id, alice.address, await deviceShareOf(alice.privateKey))
    await store.write(bob.id, bob.address, await deviceShareOf(bob.privateKey))
    const reloaded = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    expect(await reloaded.deviceId()).toBe(id)
    const ids = (await dump(indexedDB, 'deviceShares')).map(
      (record) => (record as { deviceId: string }).deviceId,
    )
    expect(ids).toEqual([id, id])
    const shop = await createDeviceShareStore({ indexedDB, projectId: 'shop' })
    expect(await shop.deviceId()).not.toBe(id)
  })

  it("keeps projects apart and removes a user's share", async () => {
    const indexedDB = new IDBFactory()
    const dev = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    const shop = await createDeviceShareStore({ indexedDB, projectId: 'shop' })
    await dev.write(alice.id, alice.address, await deviceShareOf(alice.privateKey))
    expect(await shop.read(alice.id)).toBeUndefined()
    await dev.remove(alice.id)
    expect(await dev.read(alice.id)).toBeUndefined()
    expect(await dump(indexedDB, 'deviceShares')).toEqual([])
  })

  it('gives copies: zeroing a share read or written changes nothing stored', async () => {
    const store = await createDeviceShareStore({ indexedDB: new IDBFactory(), projectId: 'latch-dev' })
    const share = await deviceShareOf(alice.privateKey)
    const original = share.slice()
    await store.write(alice.id, alice.address, share)
    share.fill(0)
    const read = await store.read(alice.id)
    read?.share.fill(0)
    expect((await store.read(alice.id))?.share).toEqual(original)
  })

  it('refuses to read a share that was tampered with, and stays persistent', async () => {
    const indexedDB = new IDBFactory()
    const store = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    await store.write(alice.id, alice.address, await deviceShareOf(alice.privateKey))
    // Another device's key: a fresh database gets its own key; move the sealed record over to it.
    const [record] = await dump(indexedDB, 'deviceShares')
    const other = new IDBFactory()
    const otherStore = await createDeviceShareStore({ indexedDB: other, projectId: 'latch-dev' })
    await new Promise<void>((resolve, reject) => {
      const request = other.open('latch-embedded')
      request.onsuccess = () => {
        const transaction = request.result.transaction('deviceShares', 'readwrite')
        transaction.objectStore('deviceShares').put(record)
        transaction.oncomplete = () => resolve()
        transaction.onerror = () => reject(transaction.error)
      }
    })
    await expect(otherStore.read(alice.id)).rejects.toThrow("does not open with this device's key")
    expect(otherStore.persistent).toBe(true)
  })

  it('keeps shares in memory for the page when IndexedDB throws, fails or is missing', async () => {
    const throwing = {
      open() {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError')
      },
    } as unknown as IDBFactory
    const failing = {
      open() {
        const request = { error: new DOMException('blocked', 'UnknownError') } as unknown as IDBOpenDBRequest
        queueMicrotask(() => request.onerror?.(new Event('error')))
        return request
      },
    } as unknown as IDBFactory
    const silent = { open: () => ({}) } as unknown as IDBFactory
    for (const indexedDB of [throwing, failing, silent, undefined]) {
      const store = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev', openTimeoutMs: 50 })
      expect(store.persistent).toBe(false)
      const share = await deviceShareOf(alice.privateKey)
      await store.write(alice.id, alice.address, share)
      expect(await store.read(alice.id)).toEqual({ address: alice.address, share })
      const id = await store.deviceId()
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
      expect(await store.deviceId()).toBe(id)
      await store.remove(alice.id)
      expect(await store.read(alice.id)).toBeUndefined()
    }
  })

  it('moves to memory when IndexedDB fails after opening, keeping the device id', async () => {
    const indexedDB = new IDBFactory()
    const store = await createDeviceShareStore({ indexedDB, projectId: 'latch-dev' })
    const id = await store.deviceId()
    // The browser drops the site's storage while the page runs: the open connection is closed.
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('latch-embedded')
      request.onsuccess = () => resolve()
    })
    const share = await deviceShareOf(alice.privateKey)
    await store.write(alice.id, alice.address, share)
    expect(store.persistent).toBe(false)
    expect(await store.read(alice.id)).toEqual({ address: alice.address, share })
    expect(await store.deviceId()).toBe(id)
  })
})
