import { nearDevKey } from '@latch/localnet/nearDevKeys'
import { nep413Hash } from '@latch/protocol/nep413Hash'
import { PublicKey } from '@near-js/crypto'
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { runNearRequest } from './runNearRequest'

const key = nearDevKey(1)
const nonce = base64.encode(new Uint8Array(32).fill(7))

describe('runNearRequest', () => {
  it('signs a NEP-413 message that near-api-js verifies for its implicit account, with the state back', () => {
    const answer = runNearRequest(
      'near_signMessage',
      { message: 'Sign in to the dapp', recipient: 'localhost', nonce, state: 'xyz' },
      key,
    ) as { accountId: string; publicKey: string; signature: string; state: string }
    expect(answer).toMatchObject({ accountId: key.accountId, publicKey: key.publicKey, state: 'xyz' })
    const publicKey = PublicKey.fromString(answer.publicKey)
    const hash = nep413Hash({
      message: 'Sign in to the dapp',
      recipient: 'localhost',
      nonce: base64.decode(nonce),
    })
    expect(publicKey.verify(hash, base64.decode(answer.signature))).toBe(true)
    const other = nep413Hash({
      message: 'Sign in to the dapp',
      recipient: 'app.example',
      nonce: base64.decode(nonce),
    })
    expect(publicKey.verify(other, base64.decode(answer.signature))).toBe(false)
  })

  it('refuses another account (4100) and malformed parameters (-32602), and tells its own account', () => {
    expect(() =>
      runNearRequest(
        'near_signMessage',
        { message: 'x', recipient: 'localhost', nonce, accountId: 'bob.near' },
        key,
      ),
    ).toThrow(expect.objectContaining({ code: 4100 }))
    expect(() => runNearRequest('near_signMessage', { message: 'x', recipient: 'localhost' }, key)).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(runNearRequest('near_getAccounts', {}, key)).toEqual([
      { accountId: key.accountId, publicKey: key.publicKey },
    ])
  })
})
