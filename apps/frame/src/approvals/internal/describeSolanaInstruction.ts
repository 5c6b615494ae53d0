import { base58 } from '@scure/base'
import { formatUnits } from 'viem'
import { solanaPrograms } from '@/networks/solanaPrograms'
import type { ApprovalWarning } from '../ApprovalWarning'
import type { DisplayAmount, KnownSolanaToken } from './approvalTypes'

const programNames: Record<string, string> = {
  [solanaPrograms.system]: 'System Program',
  [solanaPrograms.token]: 'Token Program',
  [solanaPrograms.token2022]: 'Token-2022 Program',
  [solanaPrograms.associatedToken]: 'Associated Token Account Program',
  [solanaPrograms.computeBudget]: 'Compute Budget Program',
  [solanaPrograms.memo]: 'Memo Program',
  [solanaPrograms.memoV1]: 'Memo Program',
}

const maxU64 = 2n ** 64n - 1n

/** One instruction of a Solana transaction, as ApproveTransaction says it. Accounts are base58 (or a lookup table's entry). */
export type DescribedSolanaInstruction = (
  | { kind: 'solTransfer'; from: string; to: string; amount: DisplayAmount }
  | { kind: 'createAccount'; from: string; account: string; amount: DisplayAmount; owner: string }
  | { kind: 'assign'; account: string; owner: string }
  | { kind: 'advanceNonce'; nonceAccount: string }
  | { kind: 'tokenTransfer'; from: string; to: string; authority: string; amount: DisplayAmount }
  | { kind: 'tokenApprove'; account: string; delegate: string; amount: DisplayAmount; unlimited: boolean }
  | { kind: 'tokenRevoke'; account: string }
  | { kind: 'tokenSetAuthority'; account: string; newAuthority: string | undefined }
  | { kind: 'tokenBurn'; account: string; amount: DisplayAmount }
  | { kind: 'tokenClose'; account: string; destination: string }
  | { kind: 'createTokenAccount'; account: string; owner: string; mint: string; payer: string }
  | { kind: 'computeUnitLimit'; units: number }
  | { kind: 'computeUnitPrice'; microLamports: bigint }
  | { kind: 'memo'; text: string }
  | { kind: 'programCall'; program: string; programName?: string; accounts: number; dataLength: number }
) & { warning?: ApprovalWarning }

/** What an instruction is read from: its program, its accounts in order, its data, and what the frame knows. */
export type SolanaInstructionInput = {
  program: string
  accounts: readonly string[]
  data: Uint8Array
  /** The account that approves (its own SOL and tokens are what the warnings are about). */
  account: string
  knownTokens: readonly KnownSolanaToken[]
}

/**
 * One instruction in plain data (docs/approvals.md#solana): the System Program's transfers, account
 * creation, assignment and nonce; the Token programs' transfers, approvals, authority changes, burns
 * and closes (amounts in the token's decimals where the instruction or the frame's token list gives
 * them); the associated token account program; compute budget; memos. Anything else is a call to
 * its program with its accounts and data counted. Data too short for its instruction is a call too,
 * never a guess.
 *
 * @example
 * describeSolanaInstruction({ program: solanaPrograms.system, accounts: [me, you], data, account: me, knownTokens: [] })
 * // { kind: 'solTransfer', from: me, to: you, amount: { raw: 5n, formatted: '0.000000005', symbol: 'SOL' } }
 */
export function describeSolanaInstruction(input: SolanaInstructionInput): DescribedSolanaInstruction {
  const read = readers[input.program]
  return read?.(input) ?? programCall(input)
}

const readers: Record<string, (input: SolanaInstructionInput) => DescribedSolanaInstruction | undefined> = {
  [solanaPrograms.system]: readSystem,
  [solanaPrograms.token]: readToken,
  [solanaPrograms.token2022]: readToken,
  [solanaPrograms.associatedToken]: readAssociatedToken,
  [solanaPrograms.computeBudget]: readComputeBudget,
  [solanaPrograms.memo]: readMemo,
  [solanaPrograms.memoV1]: readMemo,
}

function readSystem({
  accounts,
  data,
  account,
}: SolanaInstructionInput): DescribedSolanaInstruction | undefined {
  const bytes = new Reader(data)
  const [first = '', second = '', third = ''] = accounts
  switch (bytes.u32()) {
    case 0: {
      const lamports = bytes.u64()
      bytes.u64() // space
      const owner = bytes.address()
      if (owner === undefined || lamports === undefined || accounts.length < 2) return undefined
      return { kind: 'createAccount', from: first, account: second, amount: sol(lamports), owner }
    }
    case 1: {
      const owner = bytes.address()
      if (owner === undefined || accounts.length < 1) return undefined
      return {
        kind: 'assign',
        account: first,
        owner,
        ...(first === account && {
          warning: { code: 'solanaAssign', program: owner },
        }),
      }
    }
    case 2: {
      const lamports = bytes.u64()
      if (lamports === undefined || accounts.length < 2) return undefined
      return { kind: 'solTransfer', from: first, to: second, amount: sol(lamports) }
    }
    case 4:
      if (accounts.length < 1) return undefined
      return {
        kind: 'advanceNonce',
        nonceAccount: first,
        warning: { code: 'durableNonce' },
      }
    case 11: {
      // TransferWithSeed: from, its base, to.
      const lamports = bytes.u64()
      if (lamports === undefined || accounts.length < 3) return undefined
      return { kind: 'solTransfer', from: first, to: third, amount: sol(lamports) }
    }
    default:
      return undefined
  }
}

function readToken({
  accounts,
  data,
  knownTokens,
}: SolanaInstructionInput): DescribedSolanaInstruction | undefined {
  const bytes = new Reader(data)
  const [a = '', b = '', c = ''] = accounts
  const token = (mint: string | undefined, decimals?: number) => {
    const known = knownTokens.find((candidate) => candidate.mint === mint)
    return { mint, decimals: decimals ?? known?.decimals, symbol: known?.symbol }
  }
  switch (bytes.u8()) {
    case 3: {
      const amount = bytes.u64()
      if (amount === undefined || accounts.length < 3) return undefined
      return {
        kind: 'tokenTransfer',
        from: a,
        to: b,
        authority: c,
        amount: tokenAmount(amount, token(undefined)),
      }
    }
    case 12: {
      const amount = bytes.u64()
      const decimals = bytes.u8()
      const [source = '', mint = '', destination = '', authority = ''] = accounts
      if (amount === undefined || decimals === undefined || accounts.length < 4) return undefined
      return {
        kind: 'tokenTransfer',
        from: source,
        to: destination,
        authority,
        amount: tokenAmount(amount, token(mint, decimals)),
      }
    }
    case 4:
    case 13: {
      const checked = data[0] === 13
      const amount = bytes.u64()
      const decimals = checked ? bytes.u8() : undefined
      const [source = '', mint, delegate = ''] = checked ? accounts : [a, undefined, b]
      if (amount === undefined || (checked && decimals === undefined) || accounts.length < (checked ? 4 : 3))
        return undefined
      const shown = tokenAmount(amount, token(mint, decimals))
      const unlimited = amount === maxU64
      return {
        kind: 'tokenApprove',
        account: source,
        delegate,
        amount: shown,
        unlimited,
        warning: unlimited
          ? { code: 'solanaApproveAll', delegate, account: source }
          : { code: 'solanaApprove', delegate, account: source, amount: shown },
      }
    }
    case 5:
      if (accounts.length < 1) return undefined
      return { kind: 'tokenRevoke', account: a }
    case 6: {
      bytes.u8() // which authority
      const present = bytes.u8()
      const newAuthority = present === 1 ? bytes.address() : undefined
      if (present === undefined || (present === 1 && newAuthority === undefined) || accounts.length < 1)
        return undefined
      return {
        kind: 'tokenSetAuthority',
        account: a,
        newAuthority,
        warning: newAuthority
          ? { code: 'solanaSetAuthority', account: a, authority: newAuthority }
          : { code: 'solanaRemoveAuthority', account: a },
      }
    }
    case 8:
    case 15: {
      const checked = data[0] === 15
      const amount = bytes.u64()
      const decimals = checked ? bytes.u8() : undefined
      if (amount === undefined || accounts.length < 2) return undefined
      return { kind: 'tokenBurn', account: a, amount: tokenAmount(amount, token(b, decimals)) }
    }
    case 9:
      if (accounts.length < 2) return undefined
      return { kind: 'tokenClose', account: a, destination: b }
    default:
      return undefined
  }
}

function readAssociatedToken({
  accounts,
  data,
}: SolanaInstructionInput): DescribedSolanaInstruction | undefined {
  // Create (no data, or 0) and CreateIdempotent (1): payer, the new account, its owner, the mint.
  if (data.length > 1 || (data.length === 1 && data[0] !== 0 && data[0] !== 1)) return undefined
  const [payer = '', account = '', owner = '', mint = ''] = accounts
  if (accounts.length < 4) return undefined
  return { kind: 'createTokenAccount', account, owner, mint, payer }
}

function readComputeBudget({ data }: SolanaInstructionInput): DescribedSolanaInstruction | undefined {
  const bytes = new Reader(data)
  switch (bytes.u8()) {
    case 2: {
      const units = bytes.u32()
      return units === undefined ? undefined : { kind: 'computeUnitLimit', units }
    }
    case 3: {
      const microLamports = bytes.u64()
      return microLamports === undefined ? undefined : { kind: 'computeUnitPrice', microLamports }
    }
    default:
      return undefined
  }
}

function readMemo({ data }: SolanaInstructionInput): DescribedSolanaInstruction | undefined {
  try {
    return { kind: 'memo', text: new TextDecoder('utf-8', { fatal: true }).decode(data) }
  } catch {
    return undefined
  }
}

function programCall({ program, accounts, data }: SolanaInstructionInput): DescribedSolanaInstruction {
  const programName = programNames[program]
  return {
    kind: 'programCall',
    program,
    ...(programName && { programName }),
    accounts: accounts.length,
    dataLength: data.length,
  }
}

function sol(lamports: bigint): DisplayAmount {
  return { raw: lamports, formatted: formatUnits(lamports, 9), symbol: 'SOL' }
}

function tokenAmount(
  raw: bigint,
  token: { mint: string | undefined; decimals: number | undefined; symbol: string | undefined },
): DisplayAmount {
  if (token.decimals === undefined) return { raw, formatted: raw.toString() }
  const symbol = token.symbol ?? token.mint
  return { raw, formatted: formatUnits(raw, token.decimals), ...(symbol && { symbol }) }
}

// Little-endian fields read in order; a field past the end reads as undefined.
class Reader {
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {}

  private take(length: number): Uint8Array | undefined {
    if (this.offset + length > this.bytes.length) return undefined
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }

  u8(): number | undefined {
    return this.take(1)?.[0]
  }

  u32(): number | undefined {
    const slice = this.take(4)
    return slice && new DataView(slice.buffer, slice.byteOffset, 4).getUint32(0, true)
  }

  u64(): bigint | undefined {
    const slice = this.take(8)
    return slice && new DataView(slice.buffer, slice.byteOffset, 8).getBigUint64(0, true)
  }

  address(): string | undefined {
    const slice = this.take(32)
    return slice && base58.encode(slice)
  }
}
