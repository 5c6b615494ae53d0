import { isSignature, type Signature, signature as toSignature } from '@solana/kit'
import { formatUnits } from 'viem'
import { serverLog } from '@/server/log/serverLog'
import type { ServerServices } from '../../api/ServerServices'
import type { ParsedInstruction, ParsedSolanaTransaction } from '../../solana/ParsedSolanaTransaction'
import type { SolanaCluster } from '../../solana/SolanaCluster'
import { solanaTokenDeltas } from '../../solana/solanaTokenDeltas'
import { explorerSolanaCluster } from './explorerSolanaCluster'
import type {
  SolanaExplorerInstruction,
  SolanaExplorerToken,
  SolanaExplorerTransaction,
} from './SolanaExplorerPages'
import { solanaExplorerChain } from './solanaExplorerChain'

const log = serverLog('explorer')

/**
 * A transaction of a served Solana cluster as the explorer shows it: whether it failed, its slot
 * and time, its fee and signers, each instruction in words where the cluster parses its program
 * (System and SPL Token transfers name their amounts), and what each account gained or lost of SOL
 * and of each token. Undefined, for a 404, when the cluster is not served, the signature is not
 * base58, or the cluster knows no such transaction.
 *
 * @example
 * const page = await readSolanaExplorerTransaction(services, { cluster: 'solana:localnet', signature })
 * page?.instructions[0] // { program: 'spl-token', text: 'Sends 1 USDL from 5BDs… to 28fw…' }
 */
export async function readSolanaExplorerTransaction(
  services: Pick<ServerServices, 'solana'>,
  params: { cluster: string; signature: string },
): Promise<SolanaExplorerTransaction | undefined> {
  const cluster = explorerSolanaCluster(services.solana, params.cluster)
  if (!cluster || !isSignature(params.signature)) return undefined
  const signature = toSignature(params.signature)
  const abortSignal = AbortSignal.timeout(10_000)
  const found = (await cluster.rpc
    .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
    .send({ abortSignal })
    .catch((error: unknown) => {
      log.warn(`no transaction ${signature} on ${cluster.network.caipNetworkId}`, { error })
      return null
    })) as ParsedSolanaTransaction | null
  if (!found?.meta) return undefined
  const { meta } = found
  const keys = found.transaction.message.accountKeys
  const tokens = tokenNames(cluster)
  const native: SolanaExplorerToken = { mint: undefined, ...cluster.network.nativeCurrency }
  const nativeDecimals = cluster.network.nativeCurrency.decimals
  const changes: SolanaExplorerTransaction['changes'] = []
  keys.forEach((key, index) => {
    const delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
    if (delta !== 0n)
      changes.push({ owner: key.pubkey, token: native, change: signed(delta, nativeDecimals) })
  })
  for (const { owner, mint, delta, decimals } of solanaTokenDeltas(
    meta.preTokenBalances,
    meta.postTokenBalances,
  ))
    changes.push({ owner, token: tokens(mint), change: signed(delta, decimals) })
  return {
    chain: solanaExplorerChain(cluster),
    signature,
    failed: meta.err !== null,
    slot: Number(found.slot),
    time: await blockTime(cluster, found.slot, signature),
    fee: formatUnits(BigInt(meta.fee), nativeDecimals),
    signers: keys.filter((key) => key.signer).map((key) => key.pubkey),
    instructions: found.transaction.message.instructions.map((instruction) =>
      describeInstruction(instruction, tokens, nativeDecimals),
    ),
    changes,
  }
}

// The block's own time: getTransaction's `blockTime` is not to be trusted on a local cluster
// (Surfpool answers it a thousandth of getBlockTime's).
async function blockTime(cluster: SolanaCluster, slot: bigint | number, signature: Signature) {
  const seconds = await cluster.rpc
    .getBlockTime(BigInt(slot))
    .send()
    .catch((error: unknown) => {
      log.warn(`no block time for ${signature}`, { error })
      return null
    })
  return seconds === null ? undefined : new Date(Number(seconds) * 1000)
}

function tokenNames(cluster: SolanaCluster) {
  const known = new Map<string, { symbol: string; name: string }>(
    (cluster.deployment?.tokens ?? []).map((token) => [token.mint, token]),
  )
  return (mint: string): SolanaExplorerToken => {
    const token = known.get(mint)
    return token
      ? { mint, symbol: token.symbol, name: token.name }
      : { mint, symbol: short(mint), name: mint }
  }
}

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

function signed(delta: bigint, decimals: number): string {
  return `${delta > 0n ? '+' : ''}${formatUnits(delta, decimals)}`
}

function describeInstruction(
  instruction: ParsedInstruction,
  tokens: (mint: string) => SolanaExplorerToken,
  nativeDecimals: number,
): SolanaExplorerInstruction {
  const program = instruction.program ?? instruction.programId
  const { parsed } = instruction
  if (!parsed || typeof parsed === 'string' || !parsed.type)
    return { program, text: `A call to program ${instruction.programId}` }
  const info = parsed.info ?? {}
  const text = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : '?')
  if (program === 'system' && parsed.type === 'transfer')
    return {
      program,
      text: `Sends ${formatUnits(BigInt(String(info.lamports ?? 0)), nativeDecimals)} SOL from ${text('source')} to ${text('destination')}`,
    }
  if (program === 'spl-token' && (parsed.type === 'transferChecked' || parsed.type === 'transfer')) {
    const amount = info.tokenAmount as { uiAmountString?: string } | undefined
    const symbol = typeof info.mint === 'string' ? tokens(info.mint).symbol : 'tokens'
    const quantity = amount?.uiAmountString ?? `${text('amount')} base units of`
    return {
      program,
      text: `Sends ${quantity} ${symbol} from token account ${text('source')} to ${text('destination')}`,
    }
  }
  if (program === 'spl-associated-token-account' && parsed.type.startsWith('create'))
    return { program, text: `Creates the token account ${text('account')} of ${text('wallet')}` }
  return { program, text: parsed.type }
}
