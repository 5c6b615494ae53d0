import { readFileSync } from 'node:fs'
import { devnetA } from '@latch/localnet/devnets'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'

/** Devnet A's node, as `npm start` runs it. */
const devnetAUrl = `http://127.0.0.1:${devnetA.port}`

/** What `npm start` deployed on a devnet: the entries of `.latch/deployments.json` the tests read. */
type DevnetDeployment = {
  weth: Address
  usdToken: Address
  router: Address
  pairs: { address: Address; token0: Address; token1: Address }[]
}

/** A client that reads devnet A (balances, contract calls, receipts). */
export const devnetAClient = createPublicClient({ chain: devnetA, transport: http(devnetAUrl) })

/**
 * A JSON-RPC call to a devnet's node, devnet A's unless `url` names another: its result, or an error
 * with the node's answer.
 * @example
 * await devnetRpc('anvil_setBalance', [address, '0x8ac7230489e80000'])
 */
export async function devnetRpc<Result = unknown>(
  method: string,
  params: unknown[],
  url = devnetAUrl,
): Promise<Result> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json().catch(() => ({}))) as { result?: Result; error?: unknown }
  if (!response.ok || answer.error !== undefined || !('result' in answer))
    throw new Error(`${method} on ${url}: ${response.status} ${JSON.stringify(answer.error ?? answer)}`)
  return answer.result as Result
}

let deploymentsFile: Record<string, DevnetDeployment> | undefined

/**
 * The contracts `npm start` deployed on the devnet `chainId` (devnet A unless named), read from
 * `.latch/deployments.json` once; throws when that devnet has none.
 * @example
 * const usdl = deployments().usdToken
 */
export function deployments(chainId: number = devnetA.id): DevnetDeployment {
  deploymentsFile ??= JSON.parse(
    readFileSync(new URL('../.latch/deployments.json', import.meta.url), 'utf8'),
  ) as Record<string, DevnetDeployment>
  const deployment = deploymentsFile[String(chainId)]
  if (!deployment) throw new Error(`no deployments of devnet ${chainId}: start the local services`)
  return deployment
}

/**
 * `owner`'s balance of the ERC-20 `token` on devnet A, in its base units.
 * @example
 * await tokenBalance(deployments().usdToken, devAddress) // 1_000_000_000n
 */
export function tokenBalance(token: Address, owner: Address): Promise<bigint> {
  return devnetAClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}
