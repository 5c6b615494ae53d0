import { solanaDevKey } from '@latch/localnet/solana'
import { UserRejectedRequestError } from '@latch/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { solanaSignMessage } from './solanaSignMessage'
import { fakeSolanaContext } from './testing/fakeSolanaContext'

const key = solanaDevKey(3)
const other = solanaDevKey(4).address
const text = 'Sign in to Latch'
const message = base58.encode(new TextEncoder().encode(text))

describe('solana_signMessage', () => {
  it('signs the message bytes once the user approved them: a signature the account verifies', async () => {
    const context = fakeSolanaContext(key, { params: { message, pubkey: key.address } })
    const answer = (await runEmbeddedMethod('solana_signMessage', solanaSignMessage, context)) as {
      signature: string
    }
    expect(
      ed25519.verify(
        base58.decode(answer.signature),
        new TextEncoder().encode(text),
        base58.decode(key.address),
      ),
    ).toBe(true)
    expect(context.approve).toHaveBeenCalledWith({
      namespace: 'solana',
      method: 'solana_signMessage',
      params: { message, pubkey: key.address },
      caipNetworkId: 'solana:localnet',
      address: key.address,
    })
    expect(vi.mocked(context.approve).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(context.sign).mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('signs nothing when the user rejects', async () => {
    const context = fakeSolanaContext(key, {
      params: { message, pubkey: key.address },
      approve: vi.fn(async () => {
        throw new UserRejectedRequestError()
      }),
    })
    await expect(runEmbeddedMethod('solana_signMessage', solanaSignMessage, context)).rejects.toMatchObject({
      code: 4001,
    })
    expect(context.sign).not.toHaveBeenCalled()
  })

  it('refuses another account (4100) and malformed params (-32602) before any approval', async () => {
    const theirs = fakeSolanaContext(key, { params: { message, pubkey: other } })
    await expect(runEmbeddedMethod('solana_signMessage', solanaSignMessage, theirs)).rejects.toMatchObject({
      code: 4100,
    })
    for (const params of [{ message: '0xdead', pubkey: key.address }, [message, key.address], { message }]) {
      const context = fakeSolanaContext(key, { params })
      await expect(runEmbeddedMethod('solana_signMessage', solanaSignMessage, context)).rejects.toMatchObject(
        { code: -32602 },
      )
      expect(context.approve).not.toHaveBeenCalled()
    }
    expect(theirs.approve).not.toHaveBeenCalled()
  })
})
