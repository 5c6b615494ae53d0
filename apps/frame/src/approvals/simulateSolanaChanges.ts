import { base64 } from '@scure/base'
import { formatUnits } from 'viem'
import type { SolanaRead } from '@/networks/SolanaRead'
import { solanaPrograms } from '@/networks/solanaPrograms'
import type { KnownSolanaToken } from './internal/approvalTypes'
import { decodeSolanaTransaction } from './internal/describeSolanaTransaction'
import type { BalanceChange, SimulatedChanges } from './simulateBalanceChanges'

export type { SimulatedChanges } from './simulateBalanceChanges'

type TokenAccount = { pubkey: string; mint: string; amount: bigint; decimals: number }

// An SPL token account's amount: a u64 after its mint and owner (32 bytes each).
const amountOffset = 64

/**
 * How `account`'s SOL and SPL token balances would change if the cluster ran the transaction now
 * (simulateTransaction with the account and its token accounts returned, the blockhash replaced and
 * no signature checked, so it can be asked before signing). A transaction the cluster refuses is
 * `reverted` with the reason. SOL's change includes the fee where this account pays it.
 *
 * @example
 * await simulateSolanaChanges(read, { account, transaction: wire, knownTokens })
 * // { reverted: false, changes: [{ symbol: 'SOL', delta: -1000005000n, formatted: '-1.000005', … }] }
 */
export async function simulateSolanaChanges(
  read: SolanaRead,
  input: { account: string; transaction: string; knownTokens: readonly KnownSolanaToken[] },
): Promise<SimulatedChanges> {
  const [balance, tokenAccounts] = await Promise.all([
    read('getBalance', [input.account, { commitment: 'confirmed' }]) as Promise<{ value: number }>,
    readTokenAccounts(read, input.account),
  ])
  const simulated = (await read('simulateTransaction', [
    input.transaction,
    {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      commitment: 'confirmed',
      accounts: {
        encoding: 'base64',
        addresses: [input.account, ...tokenAccounts.map((token) => token.pubkey)],
      },
    },
  ])) as {
    value: {
      err: unknown
      logs?: string[] | null
      accounts?: ({ lamports: number; data: [string, string] } | null)[] | null
      loadedAddresses?: { writable: string[]; readonly: string[] } | null
    }
  }
  const { err, logs, accounts, loadedAddresses } = simulated.value
  if (err) return { reverted: true, reason: failureReason(err, logs ?? []) }
  const [after, ...tokensAfter] = accounts ?? []
  const closable = closableAccounts(input.transaction, loadedAddresses)
  const changes: BalanceChange[] = []
  const solDelta = BigInt(after?.lamports ?? 0) - BigInt(balance.value)
  if (solDelta !== 0n) changes.push(change('SOL', 'native', 9, solDelta))
  tokenAccounts.forEach((token, index) => {
    const data = tokensAfter[index]?.data[0]
    // A token account the transaction closes is gone: all of it leaves. The local cluster answers
    // no account for one the transaction does not load, which is unchanged.
    if (!data && !closable(token.pubkey)) return
    const amountAfter = data ? readAmount(base64.decode(data)) : 0n
    const delta = amountAfter - token.amount
    if (delta === 0n) return
    const known = input.knownTokens.find((candidate) => candidate.mint === token.mint)
    changes.push(change(known?.symbol ?? token.mint, token.mint, token.decimals, delta))
  })
  return { reverted: false, changes }
}

type TokenAccountsAnswer = {
  value: {
    pubkey: string
    account: {
      data: { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } } }
    }
  }[]
}

// The owner's accounts of both token programs: a Token-2022 account begins as a classic one does,
// so its amount is read at the same offset.
async function readTokenAccounts(read: SolanaRead, owner: string): Promise<TokenAccount[]> {
  const answers = (await Promise.all(
    [solanaPrograms.token, solanaPrograms.token2022].map((programId) =>
      read('getTokenAccountsByOwner', [
        owner,
        { programId },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      ]),
    ),
  )) as TokenAccountsAnswer[]
  return answers
    .flatMap((answer) => answer.value)
    .flatMap(({ pubkey, account }) => {
      const info = account.data.parsed?.info
      const amount = info?.tokenAmount?.amount
      const decimals = info?.tokenAmount?.decimals
      if (!info?.mint || amount === undefined || decimals === undefined) return []
      return [{ pubkey, mint: info.mint, amount: BigInt(amount), decimals }]
    })
}

// The accounts the transaction can close: those it names, and those its lookup tables load. Where
// it uses lookup tables and the node does not say what they loaded, any account may be one.
function closableAccounts(
  wire: string,
  loaded: { writable: string[] } | null | undefined,
): (account: string) => boolean {
  const { message } = decodeSolanaTransaction(wire)
  const names = new Set<string>([...message.staticAccounts, ...(loaded?.writable ?? [])])
  const unknownLookups = message.version === 0 && (message.addressTableLookups?.length ?? 0) > 0 && !loaded
  return (account) => unknownLookups || names.has(account)
}

function readAmount(data: Uint8Array): bigint {
  if (data.length < amountOffset + 8) return 0n
  return new DataView(data.buffer, data.byteOffset + amountOffset, 8).getBigUint64(0, true)
}

function change(symbol: string, address: string, decimals: number, delta: bigint): BalanceChange {
  const formatted = formatUnits(delta, decimals)
  return { symbol, address, decimals, delta, formatted: delta > 0n ? `+${formatted}` : formatted }
}

// The cluster's error (`{ InstructionError: [0, { Custom: 1 }] }`) with the program's last words.
function failureReason(err: unknown, logs: readonly string[]): string {
  const said = [...logs].reverse().find((line) => /failed|error|insufficient/i.test(line))
  const text = typeof err === 'string' ? err : JSON.stringify(err)
  return (said ? `${text}: ${said}` : text).slice(0, 500)
}
