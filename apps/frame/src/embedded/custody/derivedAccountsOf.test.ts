import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'
import { deriveAccounts } from './deriveAccounts'
import { derivedAccountsOf } from './derivedAccountsOf'
import { KeyShareError } from './KeyShareError'
import { splitKey } from './splitKey'

describe('derivedAccountsOf', () => {
  it("answers the accounts of the shares' key, from any two of them", async () => {
    const { privateKey, address } = createEmbeddedKey()
    const { deviceShare, authShare, recoveryShare } = await splitKey(privateKey)
    const expected = deriveAccounts(hexToBytes(privateKey))
    expect(await derivedAccountsOf([deviceShare, authShare], address)).toEqual(expected)
    expect(await derivedAccountsOf([authShare, recoveryShare], address)).toEqual(expected)
  })

  it("refuses shares of another account's key", async () => {
    const { deviceShare, authShare } = await splitKey(createEmbeddedKey().privateKey)
    await expect(derivedAccountsOf([deviceShare, authShare], createEmbeddedKey().address)).rejects.toThrow(
      KeyShareError,
    )
  })
})
