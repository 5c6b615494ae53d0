import { latchAccountAbi, latchAccountFactoryAbi, smartAccountContracts } from '@latch/contracts'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { latchAccountAddress, latchAccountSalt } from './latchAccountAddress'
import { latchMessageTypedData } from './latchMessageTypedData'

/** The owner key's signing, which the embedded wallet rebuilds for each signature it makes. */
export type LatchAccountOwner = Pick<LocalAccount, 'address' | 'signMessage' | 'signTypedData'>

// A well-formed 65-byte signature that recovers to no owner: the bundler estimates gas with it
// (an ill-formed one would make the account's ECDSA.recover revert instead of fail validation).
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * The embedded user's LatchAccount as a viem SmartAccount (EntryPoint v0.7): its calls encoded as
 * `execute` or `executeBatch`, its UserOperations signed by the owner over the op's hash (as
 * SimpleAccount checks), and its messages and typed data signed for ERC-1271 as the replay-safe
 * `LatchMessage` of their hash, wrapped per ERC-6492 while the account is not deployed so that a
 * verifier can check them before its first transaction.
 *
 * @example
 * const account = await toLatchAccount({ client: publicClient, owner })
 * await bundlerClient.sendUserOperation({ account, calls: [{ to, value: 1n }] })
 */
export async function toLatchAccount(input: {
  /** A client of the account's chain (its `chain` names the chain the signatures are bound to). */
  client: SmartAccountImplementation['client']
  owner: LatchAccountOwner
}): Promise<SmartAccount> {
  const { client, owner } = input
  const chainId = client.chain?.id
  if (chainId === undefined) throw new Error('toLatchAccount needs a client with its chain')
  const address = latchAccountAddress(owner.address)
  const factory = smartAccountContracts.accountFactory
  const factoryData = encodeFunctionData({
    abi: latchAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner.address, latchAccountSalt],
  })
  // viem's SmartAccount wraps these per ERC-6492 while the account has no code (getFactoryArgs).
  const signHash = (hash: Hex) =>
    owner.signTypedData(latchMessageTypedData({ hash, account: address, chainId }))

  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: smartAccountContracts.entryPoint, version: '0.7' },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return { factory, factoryData }
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: latchAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: latchAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: latchAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch') {
        const [targets, values, datas] = decoded.args
        return targets.map((to: Address, index: number) => ({
          to,
          value: values[index] ?? 0n,
          data: datas[index] ?? '0x',
        }))
      }
      throw new Error(`Not a call of the account: ${decoded.functionName}`)
    },
    async getStubSignature() {
      return stubSignature
    },
    async signMessage({ message }) {
      return signHash(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData as TypedDataDefinition<TypedData, string>))
    },
    async signUserOperation({ chainId: opChainId = chainId, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId: opChainId,
        entryPointAddress: smartAccountContracts.entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
