import { latchAccountAbi, latchAccountFactoryAbi, type SmartAccountContracts } from '@latch/contracts'
import { type Address, decodeFunctionData, type Hex, isAddressEqual, type PublicClient, sliceHex } from 'viem'

// ERC-1967's implementation slot: bytes32(uint256(keccak256('eip1967.proxy.implementation')) - 1).
const implementationSlot = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'

/** Who sends a UserOperation: its sender, and the factory that deploys it when it is not yet. */
type OperationSender = {
  sender: Address
  factory?: Address | null | undefined
  factoryData?: Hex | null | undefined
}

/**
 * Whether `operation` comes from a LatchAccount as the frame makes them: the account our factory
 * deploys for an owner with salt 0. Undeployed, the op must deploy it with our factory's
 * `createAccount(owner, 0)`; deployed, the sender must be our proxy still pointing at our
 * implementation. Either way the sender must be the factory's `getAddress(owner, 0)`: a CREATE2
 * address binds the proxy's code and its implementation, so no other contract can pass as one.
 *
 * @example
 * if (!(await isLatchAccount(chain.client, smartAccountContracts, operation))) refuse()
 */
export async function isLatchAccount(
  client: PublicClient,
  contracts: SmartAccountContracts,
  operation: OperationSender,
): Promise<boolean> {
  const owner = operation.factory
    ? ownerFromFactoryCall(contracts, operation.factory, operation.factoryData)
    : await ownerOfDeployed(client, contracts, operation.sender)
  if (!owner) return false
  const expected = await client.readContract({
    address: contracts.accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  return isAddressEqual(expected, operation.sender)
}

function ownerFromFactoryCall(
  contracts: SmartAccountContracts,
  factory: Address,
  factoryData: Hex | null | undefined,
): Address | undefined {
  if (!isAddressEqual(factory, contracts.accountFactory) || !factoryData) return undefined
  try {
    const call = decodeFunctionData({ abi: latchAccountFactoryAbi, data: factoryData })
    if (call.functionName !== 'createAccount' || call.args[1] !== 0n) return undefined
    return call.args[0]
  } catch {
    return undefined
  }
}

async function ownerOfDeployed(
  client: PublicClient,
  contracts: SmartAccountContracts,
  sender: Address,
): Promise<Address | undefined> {
  const [slot, owner] = await Promise.all([
    client.getStorageAt({ address: sender, slot: implementationSlot }),
    // A sender without code, or whose code has no owner(), is no LatchAccount.
    client
      .readContract({ address: sender, abi: latchAccountAbi, functionName: 'owner' })
      .catch(() => undefined),
  ])
  if (!slot || !owner) return undefined
  const implementation = sliceHex(slot, 12)
  return isAddressEqual(implementation, contracts.accountImplementation) ? owner : undefined
}
