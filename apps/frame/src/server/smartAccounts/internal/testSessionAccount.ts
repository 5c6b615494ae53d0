import { latchAccountAbi, latchAccountFactoryAbi } from '@latch/contracts'
import { type Address, createWalletClient, type Hex, hashMessage, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { TestServices } from '../../testing/createTestServices'
import { devWalletClient } from '../../testing/devWalletClient'

/** A LatchAccount permission as granted. */
type TestPermission = {
  signer: Address
  target: Address
  selector: Hex
  token: Address
  allowance: bigint
  validUntil: number
}

/**
 * For tests: a fresh owner's LatchAccount deployed on a test devnet, its owner funded to send
 * transactions, and the owner's means to grant and revoke permissions on chain (as the account's
 * owner may, outside a UserOperation) and to sign a message as the account (ERC-1271).
 *
 * @example
 * const alice = await testSessionAccount(services, 31337, 4)
 * const id = await alice.grant({ signer, target, selector: '0xa9059cbb', token: target, allowance: 10n, validUntil })
 */
export async function testSessionAccount(services: TestServices, chainId: number, walletIndex: number) {
  const chain = services.chains.get(chainId)
  const contracts = chain?.deployment?.smartAccounts
  const rpcUrl = services.rpcUrls.get(chainId)
  if (!chain || !contracts || !rpcUrl) throw new Error(`no test devnet ${chainId} with smart accounts`)
  const { client } = chain
  const funder = devWalletClient(rpcUrl, chainId, walletIndex)
  const owner = privateKeyToAccount(generatePrivateKey())
  const wait = async (hash: Promise<Hex>) => {
    const receipt = await client.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`transaction ${receipt.transactionHash} reverted`)
  }
  await wait(
    funder.writeContract({
      address: contracts.accountFactory,
      abi: latchAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 0n],
    }),
  )
  await wait(funder.sendTransaction({ to: owner.address, value: parseEther('1') }))
  const account = await client.readContract({
    address: contracts.accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const ownerWallet = createWalletClient({ account: owner, chain: funder.chain, transport: http(rpcUrl) })
  return {
    account,
    owner,
    chain,
    contracts,
    funder,
    wait,
    /** Grants `permission` on chain and answers its id. */
    async grant(permission: TestPermission): Promise<Hex> {
      const { result, request } = await client.simulateContract({
        account: owner,
        address: account,
        abi: latchAccountAbi,
        functionName: 'grantPermission',
        args: [permission],
      })
      await wait(ownerWallet.writeContract(request))
      return result
    },
    async revoke(id: Hex): Promise<void> {
      await wait(
        ownerWallet.writeContract({
          address: account,
          abi: latchAccountAbi,
          functionName: 'revokePermission',
          args: [id],
        }),
      )
    },
    /** `message` signed as the account: its owner's signature of the replay-safe LatchMessage. */
    sign(message: string, signer = owner): Promise<Hex> {
      return signer.signTypedData({
        domain: { name: 'LatchAccount', version: '1', chainId, verifyingContract: account },
        types: { LatchMessage: [{ name: 'hash', type: 'bytes32' }] },
        primaryType: 'LatchMessage',
        message: { hash: hashMessage(message) },
      })
    },
  }
}
