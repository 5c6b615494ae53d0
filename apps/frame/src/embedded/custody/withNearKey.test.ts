import { nep413Hash } from '@latch/protocol/nep413Hash'
import { verifyNearSignature } from '@latch/protocol/verifyNearSignature'
import { PublicKey } from '@near-js/crypto'
import { actionCreators, createTransaction } from '@near-js/transactions'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'
import { derivedAccountsOf } from './derivedAccountsOf'
import { KeyShareError } from './KeyShareError'
import { splitKey } from './splitKey'
import { type NearSigner, withNearKey } from './withNearKey'

async function wallet() {
  const key = createEmbeddedKey()
  const shares = await splitKey(key.privateKey)
  return { ...key, pair: [shares.deviceShare, shares.authShare] as const }
}

const message = {
  message: 'Sign in to app.example',
  recipient: 'app.example',
  nonce: new Uint8Array(32).fill(9),
}

describe('withNearKey', () => {
  it("signs NEP-413 messages as the wallet's implicit account, which near-api-js's key verifies", async () => {
    const { address, pair } = await wallet()
    const signed = await withNearKey(pair, address, async (signer) => ({
      accountId: signer.accountId,
      publicKey: signer.publicKey,
      signature: signer.signMessage(message),
    }))
    expect(signed.accountId).toBe((await derivedAccountsOf(pair, address)).nearAccountId)
    const key = PublicKey.fromString(signed.publicKey)
    // The implicit account id is the public key in hex.
    expect(Buffer.from(key.data).toString('hex')).toBe(signed.accountId)
    expect(key.verify(nep413Hash(message), base64.decode(signed.signature))).toBe(true)
    expect(verifyNearSignature({ ...message, ...signed })).toBe(true)
    expect(verifyNearSignature({ ...message, recipient: 'evil.example', ...signed })).toBe(false)
  })

  it("signs its own account's transactions as near-api-js does, and refuses another's", async () => {
    const { address, pair } = await wallet()
    const { accountId, publicKey } = await withNearKey(pair, address, async (signer) => signer)
    const key = PublicKey.fromString(publicKey)
    const made = (signer: string, signingKey = key) =>
      createTransaction(
        signer,
        signingKey,
        'bob.testnet',
        1n,
        [actionCreators.transfer(10n ** 24n)],
        new Uint8Array(32),
      )
    const transaction = made(accountId)
    const signature = await withNearKey(pair, address, async (signer) =>
      signer.signTransaction(transaction.encode()),
    )
    expect(key.verify(sha256(transaction.encode()), signature)).toBe(true)
    await expect(
      withNearKey(pair, address, async (signer) => signer.signTransaction(made('mallory.testnet').encode())),
    ).rejects.toThrow(`The transaction is signed by mallory.testnet with ${publicKey}, not by this key`)
    const otherKey = PublicKey.fromString('ed25519:FtHhxY4BQAV6ETwLz7QL8JF9XdCY1sbFwJbE23CF63hz')
    await expect(
      withNearKey(pair, address, async (signer) =>
        signer.signTransaction(made(accountId, otherKey).encode()),
      ),
    ).rejects.toThrow('not by this key')
  })

  it('stops signing once run settles, even for a signer run kept', async () => {
    const { address, pair } = await wallet()
    let kept: NearSigner | undefined
    await withNearKey(pair, address, async (signer) => {
      kept = signer
    })
    expect(() => kept?.signMessage(message)).toThrow('the key was dropped')
    expect(() => kept?.signTransaction(new Uint8Array(1))).toThrow('the key was dropped')
  })

  it('refuses shares of another wallet before anything signs', async () => {
    const one = await wallet()
    const other = await wallet()
    let ran = false
    await expect(
      withNearKey(one.pair, other.address, async () => {
        ran = true
      }),
    ).rejects.toBeInstanceOf(KeyShareError)
    expect(ran).toBe(false)
  })
})
