import { latchAccountAbi, smartAccountContracts } from '@latch/contracts'
import { type Address, decodeFunctionData, encodeFunctionData, type Hex, type LocalAccount } from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { sessionSignature } from './sessionSignature'

// A well-formed 65-byte signature that recovers to no key: gas is estimated with it (validation then
// fails instead of reverting, and the permission's limits are still checked).
const stubKeySignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A user's deployed LatchAccount as a session key acts for it: viem's SmartAccount whose only call is
 * `execute(to, 0, data)` (a permission allows no other) and whose UserOperations carry the session
 * signature of `permissionId`. It cannot sign messages: a session key speaks for the account only in
 * UserOperations the account's permissions allow.
 *
 * @example
 * const account = toSessionKeyAccount({ client, address, permissionId, key: privateKeyToAccount(sessionKey) })
 * await bundlerClient.sendUserOperation({ account, calls: [{ to: usdl, data: transferData }] })
 */
export function toSessionKeyAccount(input: {
  client: SmartAccountImplementation['client']
  /** The smart account that granted the permission. */
  address: Address
  permissionId: Hex
  key: Pick<LocalAccount, 'signMessage'>
}): Promise<SmartAccount> {
  const { client, address, permissionId, key } = input
  const chainId = client.chain?.id
  if (chainId === undefined) throw new Error('toSessionKeyAccount needs a client with its chain')
  const noMessages = async (): Promise<never> => {
    throw new Error('A session key signs only UserOperations')
  }
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: smartAccountContracts.entryPoint, version: '0.7' },
    getAddress: async () => address,
    // The grant deployed the account: a session key never deploys one.
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length !== 1 || !only) throw new Error('A session key makes one call at a time')
      return encodeFunctionData({
        abi: latchAccountAbi,
        functionName: 'execute',
        args: [only.to, only.value ?? 0n, only.data ?? '0x'],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: latchAccountAbi, data })
      if (decoded.functionName !== 'execute') throw new Error(`Not a session call: ${decoded.functionName}`)
      const [to, value, callData] = decoded.args
      return [{ to, value, data: callData }]
    },
    getStubSignature: async () => sessionSignature(permissionId, stubKeySignature),
    signMessage: noMessages,
    signTypedData: noMessages,
    async signUserOperation({ chainId: opChainId = chainId, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId: opChainId,
        entryPointAddress: smartAccountContracts.entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return sessionSignature(permissionId, await key.signMessage({ message: { raw: hash } }))
    },
  })
}
