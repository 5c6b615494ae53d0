import { describe, expect, it, vi } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { encodeCallsId } from './callsId'
import { fakeMethodContext } from './testing/fakeMethodContext'
import { walletShowCallsStatus } from './walletShowCallsStatus'

describe('wallet_showCallsStatus', () => {
  it('opens CallsStatus for a batch this wallet sent', async () => {
    const id = encodeCallsId({ chainId: 31337, kind: 'userOperation', userOpHash: `0x${'0a'.repeat(32)}` })
    const showCallsStatus = vi.fn()
    expect(
      await runEmbeddedMethod(
        'wallet_showCallsStatus',
        walletShowCallsStatus,
        fakeMethodContext({ params: [id], showCallsStatus }),
      ),
    ).toBeNull()
    expect(showCallsStatus).toHaveBeenCalledWith(id)
  })

  it.each([
    ['an id it did not give (5730)', ['not-ours'], 5730],
    ['no id (-32602)', [], -32602],
  ])('opens nothing for %s', async (_, params, code) => {
    const showCallsStatus = vi.fn()
    await expect(
      runEmbeddedMethod(
        'wallet_showCallsStatus',
        walletShowCallsStatus,
        fakeMethodContext({ params, showCallsStatus }),
      ),
    ).rejects.toMatchObject({ code })
    expect(showCallsStatus).not.toHaveBeenCalled()
  })
})
