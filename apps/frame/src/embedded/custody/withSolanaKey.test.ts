import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'
import { derivedAccountsOf } from './derivedAccountsOf'
import { KeyShareError } from './KeyShareError'
import { splitKey } from './splitKey'
import { type SolanaSigner, withSolanaKey } from './withSolanaKey'

async function wallet() {
  const key = createEmbeddedKey()
  const shares = await splitKey(key.privateKey)
  return { ...key, pair: [shares.deviceShare, shares.authShare] as const }
}

describe('withSolanaKey', () => {
  it('signs as the wallet’s Solana account: an ed25519 signature its public key verifies', async () => {
    const { address, pair } = await wallet()
    const message = new TextEncoder().encode('Sign in to Latch')
    const { signer, signature } = await withSolanaKey(pair, address, async (signer) => ({
      signer: signer.address,
      signature: signer.sign(message),
    }))
    expect(signer).toBe((await derivedAccountsOf(pair, address)).solanaAddress)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, base58.decode(signer))).toBe(true)
  })

  it('stops signing once run settles, even for a signer run kept', async () => {
    const { address, pair } = await wallet()
    let kept: SolanaSigner | undefined
    await withSolanaKey(pair, address, async (signer) => {
      kept = signer
    })
    expect(() => kept?.sign(new Uint8Array([1]))).toThrow('the key was dropped')
    await expect(
      withSolanaKey(pair, address, async (signer) => {
        kept = signer
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(() => kept?.sign(new Uint8Array([1]))).toThrow('the key was dropped')
  })

  it('refuses shares of another wallet before anything signs', async () => {
    const one = await wallet()
    const other = await wallet()
    let ran = false
    await expect(
      withSolanaKey(one.pair, other.address, async () => {
        ran = true
      }),
    ).rejects.toBeInstanceOf(KeyShareError)
    expect(ran).toBe(false)
  })
})
