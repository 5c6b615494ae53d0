import { type Hex, recoverMessageAddress, slice } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { sessionSignature } from './sessionSignature'

const key = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const permissionId: Hex = `0x${'ab'.repeat(32)}`
const userOpHash: Hex = `0x${'12'.repeat(32)}`

describe('sessionSignature', () => {
  it("is the permission id and then the key's 65-byte signature over the op hash as a signed message", async () => {
    const signature = sessionSignature(permissionId, await key.signMessage({ message: { raw: userOpHash } }))
    expect(signature).toHaveLength(2 + 97 * 2)
    expect(slice(signature, 0, 32)).toBe(permissionId)
    expect(
      await recoverMessageAddress({ message: { raw: userOpHash }, signature: slice(signature, 32) }),
    ).toBe(key.address)
  })

  it('refuses an id or a signature of the wrong size', () => {
    expect(() => sessionSignature('0x12', `0x${'00'.repeat(65)}`)).toThrow('A permission id is 32 bytes')
    expect(() => sessionSignature(permissionId, `0x${'00'.repeat(64)}`)).toThrow(
      "A session key's signature is 65 bytes",
    )
  })
})
