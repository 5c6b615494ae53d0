import { describe, expect, it, vi } from 'vitest'
import { readIdentity } from '@/account/readIdentity'
import { testContext } from '@/testing/testContext'

const ada = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('readIdentity', () => {
  it('asks /v1/identity for the address on behalf of the sender', async () => {
    const api = vi.fn(async () => ({ name: 'ada.latch.id', avatar: 'https://a.example/ada.png' }))
    const { context } = testContext(api as never)
    await expect(readIdentity(context, ada, { sender, maxAgeMs: 0 })).resolves.toEqual({
      name: 'ada.latch.id',
      avatar: 'https://a.example/ada.png',
    })
    expect(api).toHaveBeenCalledWith(`/api/v1/identity/${ada}`, { query: { sender } })
  })

  it('serves an answer young enough from the cache, whatever the address’s case, and reads afresh at age 0', async () => {
    const api = vi.fn(async () => ({ name: 'ada.latch.id', avatar: null }))
    const { context } = testContext(api as never)
    await readIdentity(context, ada, { sender, maxAgeMs: 60_000 })
    await readIdentity(context, ada.toLowerCase(), { sender, maxAgeMs: 60_000 })
    expect(api).toHaveBeenCalledTimes(1)
    await readIdentity(context, ada, { sender, maxAgeMs: 0 })
    expect(api).toHaveBeenCalledTimes(2)
  })

  it('answers null for a name or avatar the server left out or left empty', async () => {
    const api = vi.fn(async () => ({ name: '', avatar: 7 }))
    const { context } = testContext(api as never)
    await expect(readIdentity(context, ada, { sender, maxAgeMs: 0 })).resolves.toEqual({
      name: null,
      avatar: null,
    })
  })
})
