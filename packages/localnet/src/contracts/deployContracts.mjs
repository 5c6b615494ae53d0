import { createClient, defineChain } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  getChainId,
  getCode,
  getTransactionCount,
  sendTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { devAccounts } from '../devAccounts.mjs'
import { gasMarginTransport } from '../devSigning/gasMarginTransport.mjs'
import { compileContracts } from './compileContracts.mjs'
import { planDeployment } from './internal/planDeployment.mjs'

/** @typedef {import('viem').Address} Address */

/**
 * @typedef {object} DeployedToken
 * @property {Address} address
 * @property {string} symbol
 * @property {string} name
 * @property {number} decimals
 * @property {number} usdPrice the price its pools were seeded at
 */

/**
 * A constant-product pool; token0 is the token with the lower address, as in Uniswap V2.
 * @typedef {object} DeployedPair
 * @property {Address} address
 * @property {Address} token0
 * @property {Address} token1
 */

/**
 * Where the devnet contracts of one chain are. Addresses are checksummed.
 * @typedef {object} Deployment
 * @property {number} chainId
 * @property {`eip155:${number}`} caipNetworkId
 * @property {number} deployBlock the block of the first deployment transaction: indexers start there
 * @property {Address} deployer
 * @property {Address} multicall Multicall3, for viem's `multicall` with `multicallAddress`
 * @property {Address} weth
 * @property {Address} factory Uniswap V2 factory interface
 * @property {Address} router Uniswap V2 Router02 interface
 * @property {Address} usdToken USDL, the USD stablecoin that prices every token
 * @property {DeployedToken[]} tokens USDL, WETH, LTCH, LBTC
 * @property {DeployedPair[]} pairs WETH/USDL, LTCH/USDL, LBTC/USDL, WETH/LTCH
 * @property {SmartAccountContracts} smartAccounts the ERC-4337 contracts (same addresses on every devnet)
 */

/**
 * The ERC-4337 contracts: `smartAccountContracts` of the contracts package.
 * @typedef {object} SmartAccountContracts
 * @property {Address} entryPoint EntryPoint v0.7 of the account-abstraction package
 * @property {Address} accountFactory LatchAccountFactory
 * @property {Address} accountImplementation the LatchAccount behind every account's proxy
 * @property {Address} paymaster VerifyingPaymaster, its deposit funded
 */

/**
 * @typedef {object} DeployContractsOptions
 * @property {string} rpcUrl
 * @property {number} chainId checked against the node's, so that a deployment is never recorded for the wrong chain
 * @property {import('./compileContracts.mjs').Artifacts} [artifacts] defaults to {@link compileContracts}()
 * @property {(message: string) => void} [log] told about the progress
 */

/**
 * The dev account that deploys, the last one, so that the others keep clean nonces for the app
 * and tests. Being a fresh account on a fresh chain makes every address deterministic.
 */
const deployerIndex = 9

/**
 * Deploys the devnet contracts (Multicall3, WETH, the dev tokens, the AMM), seeds the pools,
 * funds every dev account with every token, then deploys the ERC-4337 contracts (EntryPoint,
 * LatchAccountFactory, VerifyingPaymaster) and funds the paymaster's deposit. On a chain where that was done already, it checks
 * that the contracts are there and returns the same Deployment without sending anything.
 * @param {DeployContractsOptions} options
 * @returns {Promise<Deployment>}
 */
export async function deployContracts({ rpcUrl, chainId, artifacts, log = () => {} }) {
  const deployerKey = devAccounts[deployerIndex]?.privateKey
  if (!deployerKey) throw new Error(`There is no dev account #${deployerIndex} to deploy from`)
  const account = privateKeyToAccount(deployerKey)
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  // Anvil mines every transaction as it arrives: receipts are there within milliseconds.
  const client = createClient({ account, chain, transport: gasMarginTransport(rpcUrl), pollingInterval: 10 })
  const nodeChainId = await getChainId(client)
  if (nodeChainId !== chainId) throw new Error(`${rpcUrl} is chain ${nodeChainId}, not ${chainId}`)

  const { layout, transactions } = planDeployment(artifacts ?? (await compileContracts()), account.address)
  const sent = await getTransactionCount(client, { address: account.address, blockTag: 'pending' })
  let deployBlock
  if (sent === 0) {
    log(`Deploying the devnet contracts to ${rpcUrl} (${transactions.length} transactions)`)
    deployBlock = await sendAll(client, transactions)
  } else {
    deployBlock = await findDeployment(client, layout, sent, transactions.length)
    log(`The devnet contracts are deployed on ${rpcUrl} already (since block ${deployBlock})`)
  }
  return { chainId, caipNetworkId: `eip155:${chainId}`, deployBlock, ...layout }
}

/** @typedef {import('viem').Client<import('viem').HttpTransport, import('viem').Chain, import('viem').PrivateKeyAccount>} DeployerClient */

/**
 * Sends the transactions one by one, each once the one before is mined, since later ones use
 * what earlier ones created.
 * @param {DeployerClient} client
 * @param {import('./internal/planDeployment.mjs').PlannedTransaction[]} transactions
 * @returns {Promise<number>} the block of the first
 */
async function sendAll(client, transactions) {
  /** @type {number | undefined} */
  let firstBlock
  for (const [nonce, { label, to, data, value }] of transactions.entries()) {
    let receipt
    try {
      const hash = await sendTransaction(client, {
        data,
        nonce,
        ...(to === undefined ? {} : { to }),
        ...(value === undefined ? {} : { value }),
      })
      receipt = await waitForTransactionReceipt(client, { hash })
    } catch (error) {
      throw new Error(`Could not ${label}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
    if (receipt.status !== 'success')
      throw new Error(`Could not ${label}: ${receipt.transactionHash} reverted`)
    firstBlock ??= Number(receipt.blockNumber)
  }
  if (firstBlock === undefined) throw new Error('The deployment plan is empty')
  return firstBlock
}

/**
 * Checks that an earlier run deployed everything here, and finds the block it started in.
 * @param {DeployerClient} client
 * @param {import('./internal/planDeployment.mjs').DeploymentLayout} layout
 * @param {number} sent how many transactions the deployer has sent
 * @param {number} planned how many a full deployment sends
 * @returns {Promise<number>}
 */
async function findDeployment(client, layout, sent, planned) {
  const restart = 'Restart the devnet (its state is lost) to deploy afresh.'
  if (sent < planned) {
    throw new Error(
      `The deployer ${layout.deployer} has sent ${sent} transactions, fewer than the ${planned} of a ` +
        `deployment: one was interrupted, or the account was used for something else. ${restart}`,
    )
  }
  const addresses = [
    ...new Set([
      ...Object.values(layout.smartAccounts),
      layout.multicall,
      layout.factory,
      layout.router,
      ...layout.tokens.map((token) => token.address),
      ...layout.pairs.map((pair) => pair.address),
    ]),
  ]
  const codes = await Promise.all(addresses.map((address) => getCode(client, { address })))
  const missing = addresses.filter((_, index) => (codes[index] ?? '0x') === '0x')
  if (missing.length > 0) {
    throw new Error(
      `The deployer ${layout.deployer} has sent transactions, but there is no contract at ` +
        `${missing.join(', ')}: the chain does not hold our deployment. ${restart}`,
    )
  }
  // Anvil's own method: the deployer's first transaction is the deployment's first.
  const first = await client.transport.request({
    method: 'eth_getTransactionBySenderAndNonce',
    params: [layout.deployer, '0x0'],
  })
  if (typeof first !== 'object' || first === null || !('blockNumber' in first) || !first.blockNumber) {
    throw new Error(`The node does not say in which block the deployer's first transaction is`)
  }
  return Number(first.blockNumber)
}
