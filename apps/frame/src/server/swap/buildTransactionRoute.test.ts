import { type Address, decodeFunctionData, erc20Abi, type Hex, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import type { Deployment } from '../chain/Deployment'
import type { LocalChain } from '../chain/LocalChain'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { devWallet } from '../testing/devWallet'
import { buildApproveRoute } from './buildApproveRoute'
import { buildTransactionRoute } from './buildTransactionRoute'
import { routerAbi } from './routerAbi'

let services: TestServices
let chain: LocalChain
let deployment: Deployment

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const found = services.chains.get(31337)
  if (!found?.deployment) throw new Error('no test devnet 31337 with contracts')
  chain = found
  deployment = found.deployment
}, 120_000)
afterAll(() => services.close())

const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

function token(symbol: string): Address {
  const found = deployment.tokens.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found.address
}

const caip = (symbol: string) => `eip155:31337:${token(symbol)}`

async function buildTransaction(body: Record<string, unknown>) {
  const response = await handleApiRequest(
    apiRequest('/api/v1/convert/build-transaction', {
      method: 'POST',
      body: { projectId: 'latch-dev', ...body },
    }),
    buildTransactionRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

async function buildApprove(query: Record<string, string>) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/convert/build-approve?${new URLSearchParams({ projectId: 'latch-dev', ...query })}`),
    buildApproveRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

const balanceOf = (symbol: string, account: Address) =>
  chain.client.readContract({
    address: token(symbol),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })

function swapArguments(data: Hex) {
  const decoded = decodeFunctionData({ abi: routerAbi, data })
  switch (decoded.functionName) {
    case 'swapExactETHForTokens': {
      const [amountOutMin, path, to, deadline] = decoded.args
      return { functionName: decoded.functionName, amountOutMin, path, to, deadline }
    }
    case 'swapExactTokensForTokens':
    case 'swapExactTokensForETH': {
      const [, amountOutMin, path, to, deadline] = decoded.args
      return { functionName: decoded.functionName, amountOutMin, path, to, deadline }
    }
    default:
      throw new Error(`${decoded.functionName} is not a swap`)
  }
}

describe('POST /api/v1/convert/build-transaction', () => {
  it('swaps a token for a token once the approval built by build-approve is mined', async () => {
    const wallet = devWallet(services, 31337, 8)
    const amount = parseUnits('250', 6)
    const approve = await buildApprove({
      userAddress: wallet.address,
      from: caip('USDL'),
      to: caip('LTCH'),
      amount: String(amount),
    })
    expect(approve.status).toBe(200)
    expect(approve.body.tx).toMatchObject({ from: wallet.address, to: token('USDL'), value: '0' })
    expect((await wallet.send(approve.body.tx)).status).toBe('success')

    const { status, body } = await buildTransaction({
      amount: String(amount),
      eip155: { slippage: 0.5 },
      from: caip('USDL'),
      to: caip('LTCH'),
      userAddress: `eip155:31337:${wallet.address}`,
    })
    expect(status).toBe(200)
    expect(body.tx).toMatchObject({ from: wallet.address, to: deployment.router, value: '0' })
    const swap = swapArguments(body.tx.data)
    expect(swap).toMatchObject({
      functionName: 'swapExactTokensForTokens',
      path: [token('USDL'), token('LTCH')],
    })
    expect(swap.to).toBe(wallet.address)
    expect(swap.amountOutMin).toBe((BigInt(body.tx.toAmount) * 9_950n) / 10_000n)
    const latest = await chain.client.getBlock()
    expect(swap.deadline).toBe(latest.timestamp + 1_200n)

    const [usdlBefore, ltchBefore] = await Promise.all([
      balanceOf('USDL', wallet.address),
      balanceOf('LTCH', wallet.address),
    ])
    expect((await wallet.send(body.tx)).status).toBe('success')
    const [usdlAfter, ltchAfter] = await Promise.all([
      balanceOf('USDL', wallet.address),
      balanceOf('LTCH', wallet.address),
    ])
    expect(usdlBefore - usdlAfter).toBe(amount - (amount * 85n) / 10_000n)
    expect(ltchAfter - ltchBefore).toBeGreaterThanOrEqual(swap.amountOutMin)
    expect(ltchAfter - ltchBefore).toBe(BigInt(body.tx.toAmount))
  })

  it('swaps the native coin for a token, sending it as value', async () => {
    const wallet = devWallet(services, 31337, 7)
    const amount = parseUnits('0.5', 18)
    const { status, body } = await buildTransaction({
      amount: String(amount),
      from: native,
      to: caip('USDL'),
      userAddress: wallet.address,
    })
    expect(status).toBe(200)
    expect(body.tx.value).toBe(String(amount - (amount * 85n) / 10_000n))
    const swap = swapArguments(body.tx.data)
    expect(swap).toMatchObject({
      functionName: 'swapExactETHForTokens',
      path: [token('WETH'), token('USDL')],
    })
    expect(swap.amountOutMin).toBe((BigInt(body.tx.toAmount) * 99n) / 100n)

    const before = await balanceOf('USDL', wallet.address)
    const receipt = await wallet.send(body.tx)
    expect(receipt.status).toBe('success')
    // Estimated by the node (before refunds, plus a margin), not the fixed fallback.
    expect(body.tx.eip155.gas).not.toBe('150000')
    expect(BigInt(body.tx.eip155.gas)).toBeGreaterThan(receipt.gasUsed)
    expect(BigInt(body.tx.eip155.gas)).toBeLessThan(receipt.gasUsed * 2n)
    expect((await balanceOf('USDL', wallet.address)) - before).toBeGreaterThanOrEqual(swap.amountOutMin)
  })

  it('swaps a token for the native coin, unwrapped on the way out', async () => {
    const wallet = devWallet(services, 31337, 6)
    const approve = await buildApprove({ userAddress: wallet.address, from: caip('LTCH'), to: native })
    expect((await wallet.send(approve.body.tx)).status).toBe('success')
    const amount = parseUnits('300', 18)
    const { body } = await buildTransaction({
      amount: String(amount),
      eip155: { slippage: '2' },
      from: caip('LTCH'),
      to: native,
      userAddress: wallet.address,
    })
    const swap = swapArguments(body.tx.data)
    expect(swap).toMatchObject({
      functionName: 'swapExactTokensForETH',
      path: [token('LTCH'), token('WETH')],
    })

    const before = await chain.client.getBalance({ address: wallet.address })
    const receipt = await wallet.send(body.tx)
    expect(receipt.status).toBe('success')
    const after = await chain.client.getBalance({ address: wallet.address })
    const received = after - before + receipt.gasUsed * receipt.effectiveGasPrice
    expect(received).toBeGreaterThanOrEqual(swap.amountOutMin)
    expect(received).toBe(BigInt(body.tx.toAmount))
  })

  it('falls back to the swap gas estimate of docs/behaviour.md#constants-and-limits when the swap cannot be estimated yet', async () => {
    const wallet = devWallet(services, 31337, 5)
    const { status, body } = await buildTransaction({
      amount: String(parseUnits('0.01', 8)),
      from: caip('LBTC'),
      to: caip('USDL'),
      userAddress: wallet.address,
    })
    expect(status).toBe(200)
    expect(body.tx.eip155.gas).toBe('150000')
    expect(BigInt(body.tx.eip155.gasPrice)).toBeGreaterThan(0n)
  })

  it("refuses a network it cannot swap on with 'Network not supported for Swaps'", async () => {
    const wallet = devWallet(services, 31337, 5)
    for (const [from, to] of [
      [`eip155:1:${token('USDL')}`, `eip155:1:${token('LTCH')}`],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112', caip('LTCH')],
    ])
      expect(await buildTransaction({ amount: '1000', from, to, userAddress: wallet.address })).toEqual({
        status: 400,
        body: { error: 'Network not supported for Swaps' },
      })
  })

  it('refuses bad parameters with a 400 naming them', async () => {
    const userAddress = devWallet(services, 31337, 5).address
    const valid = { amount: '1000000', from: caip('USDL'), to: caip('LTCH'), userAddress }
    const refused = async (body: Record<string, unknown>) => (await buildTransaction(body)).body.parameter
    expect(await refused({ ...valid, eip155: { slippage: 51 } })).toBe('eip155.slippage')
    expect(await refused({ ...valid, eip155: { slippage: 'lots' } })).toBe('eip155.slippage')
    expect(await refused({ ...valid, amount: 1000000 })).toBe('amount')
    expect(await refused({ ...valid, to: 'eip155:31337:0x000000000000000000000000000000000000dEaD' })).toBe(
      'to',
    )
    expect(await refused({ ...valid, to: caip('USDL') })).toBe('to')
    expect(await refused({ ...valid, to: `eip155:31338:${token('LTCH')}` })).toBe('to')
    expect(await refused({ ...valid, userAddress: '0xnope' })).toBe('userAddress')
    expect(await refused({ ...valid, amount: '1', from: caip('LTCH'), to: caip('LBTC') })).toBe('amount')
  })
})

describe('GET /api/v1/convert/build-approve', () => {
  it('approves the router for the whole supply when no amount is given', async () => {
    const wallet = devWallet(services, 31337, 5)
    const { body } = await buildApprove({ userAddress: wallet.address, from: caip('LBTC'), to: caip('USDL') })
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: body.tx.data })
    expect(functionName).toBe('approve')
    expect(args).toEqual([deployment.router, 2n ** 256n - 1n])
    expect(Number(body.tx.eip155.gas)).toBeGreaterThan(21_000)
  })

  it('refuses the native coin, which needs no approval, and a network it cannot swap on', async () => {
    const userAddress = devWallet(services, 31337, 5).address
    expect(await buildApprove({ userAddress, from: native, to: caip('USDL') })).toMatchObject({
      status: 400,
      body: { parameter: 'from' },
    })
    expect(
      await buildApprove({ userAddress, from: `eip155:1:${token('USDL')}`, to: `eip155:1:${token('LTCH')}` }),
    ).toEqual({ status: 400, body: { error: 'Network not supported for Swaps' } })
    expect(
      await buildApprove({ userAddress, from: caip('USDL'), to: caip('LTCH'), amount: '-5' }),
    ).toMatchObject({
      status: 400,
      body: { parameter: 'amount' },
    })
  })
})
