import { latchAccountAbi, latchAccountFactoryAbi, smartAccountContracts } from '@latch/contracts'
import { type Address, encodeFunctionData } from 'viem'
import type { SmartCall } from '@/connectors/EmbeddedMethodContext'
import type { SimulatedCall } from './simulateBalanceChanges'

/**
 * What simulateBalanceChanges runs for a batch, so that the approval shows what it will do:
 * - from the EOA, the calls one after the other, as they will be sent;
 * - from the smart account, what its UserOperation will execute: the account's deployment first
 *   while it has no code (the factory's `createAccount(owner, 0)`, as the op's initCode does), then
 *   one `executeBatch` of every call, sent by the owner (LatchAccount takes execute from its owner
 *   as from the EntryPoint). It reverts as a whole when one call does, as the op will; on anvil's
 *   eth_simulateV1 this needs neither signatures nor gas for the bundler.
 *
 * @example
 * simulateBalanceChanges(client, { from: smartAccount, tx: batchSimulation({ ...accounts, calls }), tokens, nativeSymbol })
 */
export function batchSimulation(batch: {
  calls: readonly SmartCall[]
  smartAccount?: { address: Address; owner: Address; deployed: boolean } | undefined
}): SimulatedCall[] {
  const { calls, smartAccount } = batch
  if (!smartAccount)
    return calls.map(({ to, value, data }) => ({
      to,
      ...(value !== undefined && { value }),
      ...(data !== undefined && { data }),
    }))
  const { address, owner, deployed } = smartAccount
  const execute: SimulatedCall = {
    from: owner,
    to: address,
    data: encodeFunctionData({
      abi: latchAccountAbi,
      functionName: 'executeBatch',
      args: [
        calls.map((call) => call.to),
        calls.map((call) => call.value ?? 0n),
        calls.map((call) => call.data ?? '0x'),
      ],
    }),
  }
  const deploy: SimulatedCall = {
    from: owner,
    to: smartAccountContracts.accountFactory,
    data: encodeFunctionData({
      abi: latchAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner, 0n],
    }),
  }
  return deployed ? [execute] : [deploy, execute]
}
