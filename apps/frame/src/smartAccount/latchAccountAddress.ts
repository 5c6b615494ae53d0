import { smartAccountContracts } from '@latch/contracts'
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  parseAbi,
  toHex,
} from 'viem'
import { erc1967ProxyCreationCode } from './internal/erc1967ProxyCreationCode'

const initializeAbi = parseAbi(['function initialize(address anOwner)'])

/** The salt Latch gives LatchAccountFactory: one smart account per owner key. */
export const latchAccountSalt = 0n

/**
 * The address of the owner's LatchAccount, deployed or not: what LatchAccountFactory's
 * `getAddress(owner, 0)` answers, worked out here (CREATE2 over the ERC1967 proxy's creation code
 * and its constructor arguments) so that a login needs no round trip to the chain for it.
 *
 * @example
 * latchAccountAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '0x…' (checksummed)
 */
export function latchAccountAddress(owner: Address): Address {
  const { accountFactory, accountImplementation } = smartAccountContracts
  const initialize = encodeFunctionData({ abi: initializeAbi, functionName: 'initialize', args: [owner] })
  const constructorArgs = encodeAbiParameters(
    [{ type: 'address' }, { type: 'bytes' }],
    [accountImplementation, initialize],
  )
  return getContractAddress({
    opcode: 'CREATE2',
    from: accountFactory,
    salt: toHex(latchAccountSalt, { size: 32 }),
    bytecode: concat([erc1967ProxyCreationCode, constructorArgs]),
  })
}
