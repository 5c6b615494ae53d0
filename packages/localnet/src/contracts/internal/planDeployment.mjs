import { encodeDeployData, encodeFunctionData, getContractAddress, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccounts, paymasterSignerKey } from '../../devAccounts.mjs'
import { devPools, devTokens } from './devTokens.mjs'

/** @typedef {import('viem').Address} Address */

/** What the paymaster has in the EntryPoint to sponsor UserOperations with, in ETH. */
const paymasterDepositEth = '1000'
/** @typedef {import('./devTokens.mjs').DevTokenSymbol} DevTokenSymbol */

/**
 * One transaction of the deployer, sent with the nonce of its index in the plan.
 * @typedef {object} PlannedTransaction
 * @property {string} label names it in errors
 * @property {Address} [to] absent for a contract creation
 * @property {import('viem').Hex} data
 * @property {bigint} [value]
 */

/**
 * Everything of a Deployment that does not depend on the chain.
 * @typedef {Omit<import('../deployContracts.mjs').Deployment, 'chainId' | 'caipNetworkId' | 'deployBlock'>} DeploymentLayout
 */

/**
 * Plans the deployment as a list of transactions from `deployer`, sent with nonces 0, 1, 2... on a
 * chain where the deployer has sent nothing yet. Every address is known in advance: contracts
 * come from the deployer's nonces and pairs from the factory's (plain CREATE, factory nonces start at 1).
 * @param {import('../compileContracts.mjs').Artifacts} artifacts
 * @param {Address} deployer
 * @returns {{ layout: DeploymentLayout, transactions: PlannedTransaction[] }}
 */
export function planDeployment(artifacts, deployer) {
  const erc20 = artifact(artifacts, 'ERC20')
  const weth = artifact(artifacts, 'WETH')
  const factory = artifact(artifacts, 'Factory')
  const pair = artifact(artifacts, 'Pair')

  /** @type {PlannedTransaction[]} */
  const transactions = []
  /**
   * @param {string} label
   * @param {import('../compileContracts.mjs').Artifact} contract
   * @param {readonly unknown[]} args
   */
  const deploy = (label, contract, args) => {
    const address = getContractAddress({ from: deployer, nonce: BigInt(transactions.length) })
    transactions.push({
      label,
      data: encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args }),
    })
    return address
  }
  /**
   * @param {string} label
   * @param {Address} to
   * @param {import('../compileContracts.mjs').Artifact} contract
   * @param {string} functionName
   * @param {readonly unknown[]} args
   * @param {bigint} [value]
   */
  const call = (label, to, contract, functionName, args, value) => {
    const data = encodeFunctionData({ abi: contract.abi, functionName, args })
    transactions.push({ label, to, data, ...(value === undefined ? {} : { value }) })
  }

  const multicallAddress = deploy('deploy Multicall3', artifact(artifacts, 'Multicall3'), [])
  /** @type {Map<DevTokenSymbol, Address>} */
  const tokenAddresses = new Map()
  const wethAddress = deploy('deploy WETH', weth, [])
  tokenAddresses.set('WETH', wethAddress)
  for (const token of devTokens) {
    if (token.symbol === 'WETH') continue
    tokenAddresses.set(
      token.symbol,
      deploy(`deploy ${token.symbol}`, erc20, [token.name, token.symbol, token.decimals]),
    )
  }
  const factoryAddress = deploy('deploy Factory', factory, [])
  const routerAddress = deploy('deploy Router02', artifact(artifacts, 'Router02'), [
    factoryAddress,
    wethAddress,
  ])

  /** @param {DevTokenSymbol} symbol */
  const addressOf = (symbol) => {
    const address = tokenAddresses.get(symbol)
    if (!address) throw new Error(`No dev token ${symbol}`)
    return address
  }
  /** @param {DevTokenSymbol} symbol */
  const tokenOf = (symbol) => {
    const token = devTokens.find((candidate) => candidate.symbol === symbol)
    if (!token) throw new Error(`No dev token ${symbol}`)
    return token
  }

  const pools = devPools.map((pool, index) => {
    const a = addressOf(pool[0].symbol)
    const b = addressOf(pool[1].symbol)
    call(`create the ${poolName(pool)} pair`, factoryAddress, factory, 'createPair', [a, b])
    const [token0, token1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a]
    const address = getContractAddress({ from: factoryAddress, nonce: BigInt(index + 1) })
    return { sides: pool, pair: { address, token0, token1 } }
  })

  // The deployer is a dev account too: it keeps its share of the WETH it wraps.
  const others = devAccounts.filter((account) => account.address !== deployer)
  const wethToken = tokenOf('WETH')
  const wethFunding = parseUnits(wethToken.funding, wethToken.decimals)
  const pooledWeth = devPools
    .flat()
    .filter((side) => side.symbol === 'WETH')
    .reduce((sum, side) => sum + parseUnits(side.amount, wethToken.decimals), 0n)
  call('wrap ether', wethAddress, weth, 'deposit', [], pooledWeth + wethFunding * BigInt(others.length + 1))

  for (const {
    sides,
    pair: { address: pairAddress },
  } of pools) {
    for (const { symbol, amount } of sides) {
      const units = parseUnits(amount, tokenOf(symbol).decimals)
      const label = `seed the ${poolName(sides)} pair with ${symbol}`
      if (symbol === 'WETH') call(label, wethAddress, weth, 'transfer', [pairAddress, units])
      else call(label, addressOf(symbol), erc20, 'mint', [pairAddress, units])
    }
    call(`mint the ${poolName(sides)} liquidity`, pairAddress, pair, 'mint', [deployer])
  }

  for (const token of devTokens) {
    const amount = parseUnits(token.funding, token.decimals)
    const recipients = token.symbol === 'WETH' ? others : devAccounts
    for (const account of recipients) {
      const label = `fund ${account.address} with ${token.symbol}`
      if (token.symbol === 'WETH') call(label, wethAddress, weth, 'transfer', [account.address, amount])
      else call(label, addressOf(token.symbol), erc20, 'mint', [account.address, amount])
    }
  }

  // The ERC-4337 contracts come last, so that adding them moved no address of the ones above.
  const entryPoint = deploy('deploy the EntryPoint', artifact(artifacts, 'EntryPoint'), [])
  const accountFactory = deploy('deploy LatchAccountFactory', artifact(artifacts, 'LatchAccountFactory'), [
    entryPoint,
  ])
  const verifyingPaymaster = artifact(artifacts, 'VerifyingPaymaster')
  const paymaster = deploy('deploy VerifyingPaymaster', verifyingPaymaster, [
    entryPoint,
    privateKeyToAccount(paymasterSignerKey).address,
  ])
  call(
    'fund the paymaster deposit',
    paymaster,
    verifyingPaymaster,
    'deposit',
    [],
    parseEther(paymasterDepositEth),
  )

  return {
    layout: {
      deployer,
      multicall: multicallAddress,
      weth: wethAddress,
      factory: factoryAddress,
      router: routerAddress,
      usdToken: addressOf('USDL'),
      tokens: devTokens.map(({ symbol, name, decimals, usdPrice }) => ({
        address: addressOf(symbol),
        symbol,
        name,
        decimals,
        usdPrice,
      })),
      pairs: pools.map(({ pair }) => pair),
      smartAccounts: {
        entryPoint,
        accountFactory,
        // The factory's constructor creates the implementation, the factory's first CREATE.
        accountImplementation: getContractAddress({ from: accountFactory, nonce: 1n }),
        paymaster,
      },
    },
    transactions,
  }
}

/** @param {import('./devTokens.mjs').DevPool} pool */
function poolName(pool) {
  return pool.map((side) => side.symbol).join('/')
}

/**
 * @param {import('../compileContracts.mjs').Artifacts} artifacts
 * @param {string} name
 */
function artifact(artifacts, name) {
  const found = artifacts[name]
  if (!found) throw new Error(`No compiled contract ${name}`)
  return found
}
