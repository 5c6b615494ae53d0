import { describe, expect, it } from 'vitest'
import { importShareKey, sealShare, toBase64Url } from '../crypto/sealedShare'
import { createEmbeddedKey } from './createEmbeddedKey'
import { exportKeys } from './exportKeys'
import { KeyShareError } from './KeyShareError'
import { rebuildFromRecovery } from './rebuildFromRecovery'
import { splitKey } from './splitKey'

// What the server holds: the auth share, and the recovery share sealed under a data key it can unwrap.
async function serverSide() {
  const key = createEmbeddedKey()
  const shares = await splitKey(key.privateKey)
  const dataKey = crypto.getRandomValues(new Uint8Array(32))
  const sealedRecoveryShare = await sealShare(await importShareKey(dataKey), shares.recoveryShare)
  return { ...key, shares, dataKey, sealedRecoveryShare }
}

describe('rebuildFromRecovery', () => {
  it("gives this device a share that rebuilds the same key with the server's auth share", async () => {
    const server = await serverSide()
    const recovered = await rebuildFromRecovery({
      authShare: server.shares.authShare,
      sealedRecoveryShare: server.sealedRecoveryShare,
      recoveryKey: toBase64Url(server.dataKey),
      expectedAddress: server.address,
    })
    expect(recovered.address).toBe(server.address)
    const keys = await exportKeys([recovered.deviceShare, server.shares.authShare], server.address)
    expect(keys.ethereum).toBe(server.privateKey)
    // The accounts the same key derives, without a second rebuild by the caller.
    expect(recovered.solanaAddress).toBe(keys.solana.address)
    expect(recovered.bitcoinAddresses.mainnet).toBe(keys.bitcoin.address)
    expect(recovered.nearAccountId).toBe(keys.near.accountId)
    // The original device (another host site) keeps working with the same auth share.
    expect(
      (await exportKeys([server.shares.deviceShare, server.shares.authShare], server.address)).ethereum,
    ).toBe(server.privateKey)
  })

  it('takes the data key as bytes too, and leaves those bytes to the caller', async () => {
    const server = await serverSide()
    const recoveryKey = server.dataKey.slice()
    const recovered = await rebuildFromRecovery({
      authShare: server.shares.authShare,
      sealedRecoveryShare: server.sealedRecoveryShare,
      recoveryKey,
    })
    expect(recovered.address).toBe(server.address)
    expect(recoveryKey).toEqual(server.dataKey)
  })

  it('refuses a wrong data key and a recovery share of another account', async () => {
    const server = await serverSide()
    const other = await serverSide()
    await expect(
      rebuildFromRecovery({
        authShare: server.shares.authShare,
        sealedRecoveryShare: server.sealedRecoveryShare,
        recoveryKey: other.dataKey,
      }),
    ).rejects.toThrow('The recovery share does not open with this recovery key')
    await expect(
      rebuildFromRecovery({
        authShare: server.shares.authShare,
        sealedRecoveryShare: other.sealedRecoveryShare,
        recoveryKey: other.dataKey,
        expectedAddress: server.address,
      }),
    ).rejects.toThrow(KeyShareError)
  })
})
