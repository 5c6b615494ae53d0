import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  http,
  keccak256,
  numberToHex,
  pad,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { compileContracts } from '../contracts/compileContracts.mjs'
import { devAccounts } from '../devAccounts.mjs'
import { farcasterRegistries } from './devFarcasterUsers.mjs'

/**
 * Puts the ID and Key Registries at their Optimism addresses on a local chain and registers each
 * user's FID to its custody address, so that Sign In With Farcaster verifies against it as against
 * Optimism. The contracts are deployed anywhere first, then their code is copied (anvil_setCode);
 * the FIDs are written into the ID Registry's mappings (anvil_setStorageAt), which is why it has no
 * function that registers.
 * @param {{ rpcUrl: string, chainId: number, users: readonly { fid: number, custody: { address: `0x${string}` } }[] }} options
 * @returns {Promise<void>}
 */
export async function installFarcasterRegistries({ rpcUrl, chainId, users }) {
  const chain = {
    id: chainId,
    name: 'Local Farcaster chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain, transport })
  const deployer = createWalletClient({
    chain,
    transport,
    account: privateKeyToAccount(/** @type {`0x${string}`} */ (devAccounts[0]?.privateKey)),
  })
  const artifacts = await compileContracts()
  for (const [name, target] of /** @type {const} */ ([
    ['IdRegistry', farcasterRegistries.idRegistry],
    ['KeyRegistry', farcasterRegistries.keyRegistry],
  ])) {
    const artifact = artifacts[name]
    if (!artifact) throw new Error(`${name} was not compiled`)
    const hash = await deployer.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode })
    const { contractAddress } = await client.waitForTransactionReceipt({ hash })
    if (!contractAddress) throw new Error(`${name} was not deployed`)
    const code = await client.getCode({ address: contractAddress })
    await client.request(/** @type {never} */ ({ method: 'anvil_setCode', params: [target, code] }))
  }
  for (const { fid, custody } of users) {
    await setStorage(client, mappingSlot('address', custody.address, 0n), numberToHex(fid, { size: 32 }))
    await setStorage(client, mappingSlot('uint256', BigInt(fid), 1n), pad(custody.address))
  }
}

/**
 * The storage slot of `key` in a Solidity mapping declared at `slot`: keccak256(key . slot).
 * @param {'address' | 'uint256'} type
 * @param {`0x${string}` | bigint} key
 * @param {bigint} slot
 */
function mappingSlot(type, key, slot) {
  return keccak256(encodeAbiParameters([{ type }, { type: 'uint256' }], [key, slot]))
}

/**
 * @param {import('viem').PublicClient} client
 * @param {`0x${string}`} slot
 * @param {`0x${string}`} value
 */
async function setStorage(client, slot, value) {
  await client.request(
    /** @type {never} */ ({
      method: 'anvil_setStorageAt',
      params: [farcasterRegistries.idRegistry, slot, value],
    }),
  )
}
