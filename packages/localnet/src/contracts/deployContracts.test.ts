import { latchAccountFactoryAbi, smartAccountContracts, verifyingPaymasterAbi } from '@latch/contracts'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type HttpTransport,
  http,
  isAddressEqual,
  maxUint256,
  multicall3Abi,
  type PublicClient,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts, paymasterSignerKey } from '../devAccounts.mjs'
import { gasMarginTransport } from '../devSigning/gasMarginTransport.mjs'
import { freePort } from '../internal/freePort.mjs'
import { type Anvil, startAnvil } from '../startAnvil.mjs'
import { type Artifacts, compileContracts } from './compileContracts.mjs'
import { type Deployment, deployContracts } from './deployContracts.mjs'

// Standard Uniswap V2 and Multicall3 signatures: the contracts must work with the usual ABIs.
const factoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairs(uint256) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
])
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
])
const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const legacyMulticallAbi = parseAbi([
  'struct Call { address target; bytes callData; }',
  'function aggregate(Call[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
])

const chainId = 31_377
const funding = { USDL: '100000', WETH: '100', LTCH: '50000', LBTC: '2' } as const

let anvil: Anvil
let artifacts: Artifacts
let deployment: Deployment
let chain: Chain
let client: PublicClient<HttpTransport, Chain>

beforeAll(async () => {
  anvil = await startAnvil({ chainId, port: await freePort() })
  chain = defineChain({
    id: chainId,
    name: 'test devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 10 })
  artifacts = await compileContracts()
  deployment = await deployContracts({ rpcUrl: anvil.rpcUrl, chainId, artifacts })
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

function token(symbol: keyof typeof funding) {
  const found = deployment.tokens.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found
}

function pairOf(a: Address, b: Address) {
  const found = deployment.pairs.find(
    (pair) =>
      (isAddressEqual(pair.token0, a) && isAddressEqual(pair.token1, b)) ||
      (isAddressEqual(pair.token0, b) && isAddressEqual(pair.token1, a)),
  )
  if (!found) throw new Error('no such pair')
  return found
}

function account(index: number) {
  const key = devAccounts[index]?.privateKey
  if (!key) throw new Error(`no dev account ${index}`)
  return privateKeyToAccount(key)
}

async function deadline() {
  return (await client.getBlock()).timestamp + 600n
}

// Generous: several transactions each, on a machine that may be busy.
describe('deployContracts', { timeout: 30_000 }, () => {
  it('returns the Deployment of a fresh chain, its addresses fixed by the deployer (#9)', () => {
    expect(deployment).toMatchObject({
      chainId,
      caipNetworkId: `eip155:${chainId}`,
      deployBlock: 1,
      deployer: devAccounts[9]?.address,
      multicall: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      weth: token('WETH').address,
      usdToken: token('USDL').address,
    })
    expect(deployment.tokens.map(({ address: _, ...rest }) => rest)).toEqual([
      { symbol: 'USDL', name: 'Latch USD', decimals: 6, usdPrice: 1 },
      { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usdPrice: 3000 },
      { symbol: 'LTCH', name: 'Latch Token', decimals: 18, usdPrice: 2 },
      { symbol: 'LBTC', name: 'Latch Bitcoin', decimals: 8, usdPrice: 60_000 },
    ])
    const addresses = [
      deployment.deployer,
      deployment.multicall,
      deployment.factory,
      deployment.router,
      ...deployment.tokens.map((entry) => entry.address),
      ...deployment.pairs.flatMap((pair) => [pair.address, pair.token0, pair.token1]),
    ]
    for (const address of addresses) expect(getAddress(address)).toBe(address)
    expect(new Set(addresses).size).toBe(4 + deployment.tokens.length + deployment.pairs.length)
  })

  it('deploys tokens, factory, pairs and router that read back as the Deployment says', async () => {
    const metadata = await client.multicall({
      multicallAddress: deployment.multicall,
      allowFailure: false,
      contracts: deployment.tokens.flatMap(({ address }) => [
        { address, abi: erc20Abi, functionName: 'name' } as const,
        { address, abi: erc20Abi, functionName: 'symbol' } as const,
        { address, abi: erc20Abi, functionName: 'decimals' } as const,
      ]),
    })
    expect(metadata).toEqual(
      deployment.tokens.flatMap(({ name, symbol, decimals }) => [name, symbol, decimals]),
    )

    const router = { address: deployment.router, abi: routerAbi } as const
    expect(await client.readContract({ ...router, functionName: 'factory' })).toBe(deployment.factory)
    expect(await client.readContract({ ...router, functionName: 'WETH' })).toBe(deployment.weth)
    const factory = { address: deployment.factory, abi: factoryAbi } as const
    expect(await client.readContract({ ...factory, functionName: 'allPairsLength' })).toBe(4n)
    for (const [index, pair] of deployment.pairs.entries()) {
      expect(await client.readContract({ ...factory, functionName: 'allPairs', args: [BigInt(index)] })).toBe(
        pair.address,
      )
      expect(
        await client.readContract({ ...factory, functionName: 'getPair', args: [pair.token1, pair.token0] }),
      ).toBe(pair.address)
      expect(await client.readContract({ address: pair.address, abi: pairAbi, functionName: 'token0' })).toBe(
        pair.token0,
      )
      expect(BigInt(pair.token0)).toBeLessThan(BigInt(pair.token1))
    }
    const symbolOf = (address: Address) =>
      deployment.tokens.find((entry) => entry.address === address)?.symbol
    expect(deployment.pairs.map((pair) => [symbolOf(pair.token0), symbolOf(pair.token1)].sort())).toEqual([
      ['USDL', 'WETH'],
      ['LTCH', 'USDL'],
      ['LBTC', 'USDL'],
      ['LTCH', 'WETH'],
    ])
  })

  it('deploys the ERC-4337 contracts at the addresses of @latch/contracts, whatever the chain id', async () => {
    expect(deployment.smartAccounts).toEqual(smartAccountContracts)
    const { entryPoint, accountFactory, accountImplementation, paymaster } = smartAccountContracts
    const codes = await Promise.all(
      [entryPoint, accountFactory, accountImplementation, paymaster].map((address) =>
        client.getCode({ address }),
      ),
    )
    for (const code of codes) expect(code?.length).toBeGreaterThan(2)
    const read = { address: paymaster, abi: verifyingPaymasterAbi } as const
    expect(await client.readContract({ ...read, functionName: 'getDeposit' })).toBe(parseEther('1000'))
    expect(await client.readContract({ ...read, functionName: 'verifyingSigner' })).toBe(
      privateKeyToAccount(paymasterSignerKey).address,
    )
    expect(
      await client.readContract({
        address: accountFactory,
        abi: latchAccountFactoryAbi,
        functionName: 'accountImplementation',
      }),
    ).toBe(accountImplementation)
  })

  it('funds every dev account with every token', async () => {
    const balances = await client.multicall({
      multicallAddress: deployment.multicall,
      allowFailure: false,
      contracts: devAccounts.flatMap((dev) =>
        deployment.tokens.map(
          ({ address }) =>
            ({ address, abi: erc20Abi, functionName: 'balanceOf', args: [dev.address] }) as const,
        ),
      ),
    })
    expect(balances).toEqual(
      devAccounts.flatMap(() =>
        deployment.tokens.map((entry) =>
          parseUnits(funding[entry.symbol as keyof typeof funding], entry.decimals),
        ),
      ),
    )
  })

  it('seeds every pair at the USD prices, a million dollars a side or more', async () => {
    for (const pair of deployment.pairs) {
      const [reserve0, reserve1] = await client.readContract({
        address: pair.address,
        abi: pairAbi,
        functionName: 'getReserves',
      })
      const [usd0, usd1] = (
        [
          [pair.token0, reserve0],
          [pair.token1, reserve1],
        ] as const
      ).map(([address, reserve]) => {
        const entry = deployment.tokens.find((candidate) => candidate.address === address)
        if (!entry) throw new Error(`no token ${address}`)
        return (Number(reserve) / 10 ** entry.decimals) * entry.usdPrice
      })
      if (usd0 === undefined || usd1 === undefined) throw new Error('no reserves')
      expect(Math.abs(usd0 / usd1 - 1)).toBeLessThan(0.005)
      expect(usd0).toBeGreaterThanOrEqual(1_000_000)
    }
  })

  it('quotes 1 WETH for 3000 USDL less the 0.3% fee and a small price impact', async () => {
    const usdl = token('USDL')
    const [amountIn, amountOut] = await client.readContract({
      address: deployment.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [deployment.weth, usdl.address]],
    })
    expect(amountIn).toBe(parseEther('1'))
    const pair = pairOf(deployment.weth, usdl.address)
    const [reserve0, reserve1] = await client.readContract({
      address: pair.address,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const [reserveIn, reserveOut] =
      pair.token0 === deployment.weth ? [reserve0, reserve1] : [reserve1, reserve0]
    const amountInWithFee = parseEther('1') * 997n
    expect(amountOut).toBe((amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee))
    const usd = Number(amountOut) / 10 ** usdl.decimals
    expect(usd).toBeLessThan(3000 * 0.997)
    expect(usd).toBeGreaterThan(3000 * 0.997 * 0.995)
  })

  it('swaps USDL for WETH with swapExactTokensForTokens for account #1, emitting Swap', async () => {
    const user = account(1)
    const wallet = createWalletClient({ account: user, chain, transport: gasMarginTransport(anvil.rpcUrl) })
    const usdl = token('USDL').address
    const amountIn = parseUnits('1000', 6)
    const path = [usdl, deployment.weth]
    const [, quoted = 0n] = await client.readContract({
      address: deployment.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    const balanceOf = (address: Address) =>
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    const before = { usdl: await balanceOf(usdl), weth: await balanceOf(deployment.weth) }

    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: usdl,
        abi: erc20Abi,
        functionName: 'approve',
        args: [deployment.router, amountIn],
      }),
    })
    const receipt = await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: deployment.router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, quoted, path, user.address, await deadline()],
      }),
    })

    expect(receipt.status).toBe('success')
    expect(await balanceOf(usdl)).toBe(before.usdl - amountIn)
    expect(await balanceOf(deployment.weth)).toBe(before.weth + quoted)
    const pair = pairOf(usdl, deployment.weth)
    const swaps = parseEventLogs({ abi: pairAbi, eventName: 'Swap', logs: receipt.logs })
    expect(swaps).toHaveLength(1)
    expect(isAddressEqual(swaps[0]?.address ?? '0x', pair.address)).toBe(true)
    const usdlIsToken0 = isAddressEqual(pair.token0, usdl)
    expect(swaps[0]?.args).toEqual({
      sender: deployment.router,
      to: user.address,
      amount0In: usdlIsToken0 ? amountIn : 0n,
      amount1In: usdlIsToken0 ? 0n : amountIn,
      amount0Out: usdlIsToken0 ? 0n : quoted,
      amount1Out: usdlIsToken0 ? quoted : 0n,
    })
  })

  it('swaps ether for LTCH and LTCH for ether through WETH', async () => {
    const user = account(2)
    const wallet = createWalletClient({ account: user, chain, transport: gasMarginTransport(anvil.rpcUrl) })
    const ltch = token('LTCH').address
    const ltchBalance = () =>
      client.readContract({ address: ltch, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    const ltchBefore = await ltchBalance()

    const bought = await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: deployment.router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [deployment.weth, ltch], user.address, await deadline()],
        value: parseEther('1'),
      }),
    })
    expect(bought.status).toBe('success')
    const ltchGained = (await ltchBalance()) - ltchBefore
    // 1 ETH at 3000 USD buys about 1500 LTCH at 2 USD.
    expect(Number(ltchGained) / 1e18).toBeGreaterThan(1500 * 0.99)
    expect(Number(ltchGained) / 1e18).toBeLessThan(1500)

    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: ltch,
        abi: erc20Abi,
        functionName: 'approve',
        args: [deployment.router, ltchGained],
      }),
    })
    const etherBefore = await client.getBalance({ address: user.address })
    const sold = await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: deployment.router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [ltchGained, 0n, [ltch, deployment.weth], user.address, await deadline()],
      }),
    })
    expect(sold.status).toBe('success')
    const etherGained =
      (await client.getBalance({ address: user.address })) -
      etherBefore +
      sold.gasUsed * sold.effectiveGasPrice
    // Two swaps cost about 0.6% in fees.
    expect(Number(etherGained) / 1e18).toBeGreaterThan(0.99)
    expect(Number(etherGained) / 1e18).toBeLessThan(1)
  })

  it('adds liquidity at the pool price and removes it again through the router', async () => {
    const user = account(3)
    const wallet = createWalletClient({ account: user, chain, transport: gasMarginTransport(anvil.rpcUrl) })
    const ltch = token('LTCH').address
    const usdl = token('USDL').address
    const pair = pairOf(ltch, usdl).address
    const balanceOf = (address: Address) =>
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    const send = async (hash: Promise<`0x${string}`>) => {
      const receipt = await client.waitForTransactionReceipt({ hash: await hash })
      expect(receipt.status).toBe('success')
    }
    const before = { ltch: await balanceOf(ltch), usdl: await balanceOf(usdl) }

    for (const address of [ltch, usdl]) {
      await send(
        wallet.writeContract({
          address,
          abi: erc20Abi,
          functionName: 'approve',
          args: [deployment.router, maxUint256],
        }),
      )
    }
    // Offered more USDL than the price asks for: the router takes 2 USDL per LTCH.
    await send(
      wallet.writeContract({
        address: deployment.router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [ltch, usdl, parseEther('1000'), parseUnits('5000', 6), 0n, 0n, user.address, await deadline()],
      }),
    )
    expect(await balanceOf(ltch)).toBe(before.ltch - parseEther('1000'))
    expect(await balanceOf(usdl)).toBe(before.usdl - parseUnits('2000', 6))
    const shares = await balanceOf(pair)
    expect(shares).toBeGreaterThan(0n)

    await send(
      wallet.writeContract({
        address: pair,
        abi: erc20Abi,
        functionName: 'approve',
        args: [deployment.router, shares],
      }),
    )
    await send(
      wallet.writeContract({
        address: deployment.router,
        abi: routerAbi,
        functionName: 'removeLiquidity',
        args: [ltch, usdl, shares, 0n, 0n, user.address, await deadline()],
      }),
    )
    expect(await balanceOf(pair)).toBe(0n)
    // Shares round down, so at most a few base units stay in the pool.
    expect(before.ltch - (await balanceOf(ltch))).toBeLessThan(10n ** 9n)
    expect(before.usdl - (await balanceOf(usdl))).toBeLessThanOrEqual(1n)
  })

  it("answers viem's multicall with aggregate3, reporting a failed call beside the others", async () => {
    const [balance, broken, timestamp] = await client.multicall({
      multicallAddress: deployment.multicall,
      contracts: [
        {
          address: deployment.multicall,
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          args: [deployment.deployer],
        },
        {
          address: deployment.router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [1n, [deployment.weth]],
        },
        { address: deployment.multicall, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' },
      ],
    })
    expect(balance).toEqual({
      status: 'success',
      result: await client.getBalance({ address: deployment.deployer }),
    })
    expect(broken?.status).toBe('failure')
    expect(broken?.error?.message).toContain('Router: INVALID_PATH')
    expect(timestamp).toEqual({ status: 'success', result: (await client.getBlock()).timestamp })
  })

  it('answers the older aggregate call and the block getters', async () => {
    const blockNumber = await client.getBlockNumber()
    expect(
      await client.readContract({
        address: deployment.multicall,
        abi: legacyMulticallAbi,
        functionName: 'getBlockNumber',
      }),
    ).toBe(blockNumber)
    const {
      result: [atBlock, returnData],
    } = await client.simulateContract({
      address: deployment.multicall,
      abi: legacyMulticallAbi,
      functionName: 'aggregate',
      args: [
        [
          {
            target: token('LBTC').address,
            callData: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }),
          },
        ],
      ],
    })
    expect(atBlock).toBeGreaterThanOrEqual(blockNumber)
    expect(returnData).toEqual([`0x${'8'.padStart(64, '0')}`])
  })

  it('returns the same Deployment on a chain that has it, sending nothing', async () => {
    const blockNumber = await client.getBlockNumber()
    const nonce = await client.getTransactionCount({ address: deployment.deployer })
    expect(await deployContracts({ rpcUrl: anvil.rpcUrl, chainId, artifacts })).toEqual(deployment)
    expect(await client.getBlockNumber()).toBe(blockNumber)
    expect(await client.getTransactionCount({ address: deployment.deployer })).toBe(nonce)
  })

  it('refuses a node whose chain id is not the one asked for', async () => {
    await expect(deployContracts({ rpcUrl: anvil.rpcUrl, chainId: 1, artifacts })).rejects.toThrow(
      `${anvil.rpcUrl} is chain ${chainId}, not 1`,
    )
  })

  it('refuses a chain where the deployer sent fewer transactions than a deployment', async () => {
    const testClient = createTestClient({ mode: 'anvil', chain, transport: http(anvil.rpcUrl) })
    const nonce = await client.getTransactionCount({ address: deployment.deployer })
    await testClient.setNonce({ address: deployment.deployer, nonce: 3 })
    try {
      await expect(deployContracts({ rpcUrl: anvil.rpcUrl, chainId, artifacts })).rejects.toThrow(
        /has sent 3 transactions, fewer than the \d+ of a deployment.*Restart the devnet/,
      )
    } finally {
      await testClient.setNonce({ address: deployment.deployer, nonce })
    }
  })

  it('refuses a chain where a contract is missing at its expected address', async () => {
    const testClient = createTestClient({ mode: 'anvil', chain, transport: http(anvil.rpcUrl) })
    const code = await client.getCode({ address: deployment.router })
    if (!code) throw new Error('no router code')
    await testClient.setCode({ address: deployment.router, bytecode: '0x' })
    try {
      await expect(deployContracts({ rpcUrl: anvil.rpcUrl, chainId, artifacts })).rejects.toThrow(
        `there is no contract at ${deployment.router}`,
      )
    } finally {
      await testClient.setCode({ address: deployment.router, bytecode: code })
    }
  })
})
