import type { Address, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { rebuildKeyBytes } from './internal/rebuildKeyBytes'

/**
 * Rebuilds the key from two shares (checked against `expectedAddress`), lets `run` sign with it as a
 * viem LocalAccount, and drops it when `run` settles: the combined bytes are zeroed, and the account
 * handed to `run` stops signing (it throws) even if `run` kept it, so nothing can reach the key
 * afterwards (docs/embedded-wallet.md#custody: the whole key exists only while one request is signed). The key is never
 * returned. The input shares belong to the caller and are left as they are.
 *
 * @example
 * const signature = await withPrivateKey([deviceShare, authShare], address, (account) =>
 *   account.signMessage({ message: 'hello' }),
 * )
 */
export async function withPrivateKey<T>(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
  run: (account: LocalAccount) => Promise<T>,
): Promise<T> {
  const { bytes, privateKey } = await rebuildKeyBytes(shares, expectedAddress)
  // viem signs from a hex string, which JavaScript cannot wipe; the bytes we own are zeroed now and
  // the only references to the string (this account's closures) are released when `run` settles.
  let inner: LocalAccount | undefined = privateKeyToAccount(privateKey)
  bytes.fill(0)
  const live = (): LocalAccount => {
    if (!inner) throw new Error('This signing session has ended: the key was dropped')
    return inner
  }
  const account: LocalAccount = {
    address: inner.address,
    publicKey: inner.publicKey,
    source: 'embedded',
    type: 'local',
    sign: async (parameters) => requireMethod(live().sign)(parameters),
    signAuthorization: async (parameters) => requireMethod(live().signAuthorization)(parameters),
    signMessage: async (parameters) => live().signMessage(parameters),
    signTransaction: async (transaction, options) => live().signTransaction(transaction, options),
    signTypedData: async (typedData) => live().signTypedData(typedData),
  }
  try {
    return await run(account)
  } finally {
    inner = undefined
  }
}

function requireMethod<F>(method: F | undefined): F {
  if (!method) throw new Error('This account cannot do that')
  return method
}
