import type { Nep413Message } from '@latch/protocol/nep413Hash'
import { describe, expect, it, vi } from 'vitest'
import { knownNearNetworks } from '@/networks/knownNearNetworks'
import type { NearNetwork } from '@/networks/NearNetwork'
import { nearSignMessage } from './nearSignMessage'

const accountId = 'c4b8f2d1a9e7'.padEnd(64, '0')
const nonce = new Uint8Array(32).fill(7)
const [, testnet = knownNearNetworks[0]] = knownNearNetworks

function context(params: {
  message: string
  recipient: string
  nonce: Uint8Array<ArrayBuffer>
  callbackUrl?: string
  state?: string
  accountId?: string
}) {
  return {
    method: 'near_signMessage',
    params,
    network: testnet as NearNetwork,
    accountId,
    publicKey: 'ed25519:FtHhxY4BQAV6ETwLz7QL8JF9XdCY1sbFwJbE23CF63hz',
    approve: vi.fn(async () => undefined),
    signMessage: vi.fn(async (message: Nep413Message) => ({
      publicKey: 'ed25519:FtHhxY4BQAV6ETwLz7QL8JF9XdCY1sbFwJbE23CF63hz',
      signature: `signed:${message.recipient}:${message.message}:${message.callbackUrl ?? ''}`,
    })),
    signTransaction: vi.fn(async () => new Uint8Array(64)),
  }
}

describe('nearSignMessage', () => {
  it("signs the message for its recipient after the visitor approves it, answering NEP-413's SignedMessage", async () => {
    const made = context({ message: 'hello', recipient: 'app.example', nonce, state: 's1' })
    expect(await nearSignMessage(made)).toEqual({
      accountId,
      publicKey: 'ed25519:FtHhxY4BQAV6ETwLz7QL8JF9XdCY1sbFwJbE23CF63hz',
      signature: 'signed:app.example:hello:',
      state: 's1',
    })
    expect(made.approve).toHaveBeenCalledWith({
      namespace: 'near',
      method: 'near_signMessage',
      params: made.params,
      caipNetworkId: 'near:testnet',
      address: accountId,
    })
    expect(made.signMessage).toHaveBeenCalledWith({ message: 'hello', recipient: 'app.example', nonce })
  })

  it('signs the callbackUrl with the rest, and answers no state where none was given', async () => {
    const made = context({
      message: 'hi',
      recipient: 'a.near',
      nonce,
      callbackUrl: 'https://app.example',
      accountId,
    })
    expect(await nearSignMessage(made)).toEqual({
      accountId,
      publicKey: 'ed25519:FtHhxY4BQAV6ETwLz7QL8JF9XdCY1sbFwJbE23CF63hz',
      signature: 'signed:a.near:hi:https://app.example',
    })
  })

  it('refuses another account with 4100 before asking anyone, and signs nothing the visitor declined', async () => {
    const other = context({ message: 'hello', recipient: 'app.example', nonce, accountId: 'alice.testnet' })
    await expect(nearSignMessage(other)).rejects.toMatchObject({
      code: 4100,
      message: "The account alice.testnet is not this wallet's NEAR account on NEAR Testnet.",
    })
    expect(other.approve).not.toHaveBeenCalled()
    const declined = context({ message: 'hello', recipient: 'app.example', nonce })
    declined.approve.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(nearSignMessage(declined)).rejects.toMatchObject({ code: 4001 })
    expect(declined.signMessage).not.toHaveBeenCalled()
  })
})
