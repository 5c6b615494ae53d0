import { base64 } from '@scure/base'
import { type Address, address, createNoopSigner } from '@solana/kit'
import {
  getAdvanceNonceAccountInstruction,
  getAssignInstruction,
  getCreateAccountInstruction,
  getTransferSolInstruction,
} from '@solana-program/system'
import {
  AuthorityType,
  getApproveInstruction,
  getBurnCheckedInstruction,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { solanaPrograms } from '@/networks/solanaPrograms'
import { solanaWireTransaction } from '../testing/solanaWireTransaction'
import { UnreadableRequestError } from '../UnreadableRequestError'
import { readSolanaTransaction } from './describeSolanaTransaction'

const me = address('4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW')
const you = address('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')
const mint = address('Hp4A4kVeZ1uWHnHNMxG8nAoWFHH1vK3y3sTaD5yYtD6c')
const myTokens = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
const yourTokens = address('6sbzC1eH4FTujJXWj51eQe25cYvr4xfXbJ1vAj7j2k5J')
const program = address('Stake11111111111111111111111111111111111111')
const knownTokens = [{ mint: String(mint), symbol: 'USDL', decimals: 6 }]
const me_ = createNoopSigner(me)

const read = (wire: string, account: Address = me) =>
  readSolanaTransaction({ transaction: wire }, { account, knownTokens })

describe('readSolanaTransaction', () => {
  it('reads a SOL transfer: the fee payer, the transfer in SOL, the accounts it writes', () => {
    const wire = solanaWireTransaction(me, [
      getTransferSolInstruction({ source: me_, destination: you, amount: 1_500_000_000n }),
    ])
    const described = read(wire)
    expect(described).toMatchObject({ account: me, feePayer: me, warnings: [], transaction: wire })
    expect(described.instructions).toEqual([
      {
        kind: 'solTransfer',
        from: me,
        to: you,
        amount: { raw: 1_500_000_000n, formatted: '1.5', symbol: 'SOL' },
      },
    ])
    expect(described.writable).toEqual([me, you])
    expect(base64.decode(described.message).length).toBeGreaterThan(0)
  })

  it('reads token transfers: in the token’s decimals and symbol where the mint is known, in units where the instruction names none', () => {
    const wire = solanaWireTransaction(me, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: me_, ata: yourTokens, owner: you, mint }),
      getTransferCheckedInstruction({
        source: myTokens,
        mint,
        destination: yourTokens,
        authority: me_,
        amount: 1_250_000n,
        decimals: 6,
      }),
      getTransferInstruction({ source: myTokens, destination: yourTokens, authority: me_, amount: 7n }),
    ])
    expect(read(wire).instructions).toEqual([
      { kind: 'createTokenAccount', account: yourTokens, owner: you, mint, payer: me },
      {
        kind: 'tokenTransfer',
        from: myTokens,
        to: yourTokens,
        authority: me,
        amount: { raw: 1_250_000n, formatted: '1.25', symbol: 'USDL' },
      },
      {
        kind: 'tokenTransfer',
        from: myTokens,
        to: yourTokens,
        authority: me,
        amount: { raw: 7n, formatted: '7' },
      },
    ])
  })

  it('warns of what hands over an account, lets another spend, or never expires', () => {
    const wire = solanaWireTransaction(me, [
      getAdvanceNonceAccountInstruction({ nonceAccount: yourTokens, nonceAuthority: me_ }),
      getAssignInstruction({ account: me_, programAddress: program }),
      getApproveInstruction({ source: myTokens, delegate: you, owner: me_, amount: 2n ** 64n - 1n }),
      getSetAuthorityInstruction({
        owned: myTokens,
        owner: me_,
        authorityType: AuthorityType.AccountOwner,
        newAuthority: you,
      }),
    ])
    const described = read(wire)
    expect(described.instructions.map((instruction) => instruction.kind)).toEqual([
      'advanceNonce',
      'assign',
      'tokenApprove',
      'tokenSetAuthority',
    ])
    expect(described.warnings).toEqual([
      { code: 'durableNonce' },
      { code: 'solanaAssign', program },
      { code: 'solanaApproveAll', delegate: you, account: myTokens },
      { code: 'solanaSetAuthority', account: myTokens, authority: you },
    ])
  })

  it('reads account creation, burns and closes, and a call to a program it does not know by its program', () => {
    const fresh = createNoopSigner(yourTokens)
    const wire = solanaWireTransaction(me, [
      getCreateAccountInstruction({
        payer: me_,
        newAccount: fresh,
        lamports: 2_039_280n,
        space: 165n,
        programAddress: address(solanaPrograms.token),
      }),
      getBurnCheckedInstruction({ account: myTokens, mint, authority: me_, amount: 500_000n, decimals: 6 }),
      getCloseAccountInstruction({ account: myTokens, destination: me, owner: me_ }),
      { programAddress: program, accounts: [{ address: me, role: 1 }], data: new Uint8Array([9, 9, 9]) },
    ])
    expect(read(wire, me).instructions).toEqual([
      {
        kind: 'createAccount',
        from: me,
        account: yourTokens,
        amount: { raw: 2_039_280n, formatted: '0.00203928', symbol: 'SOL' },
        owner: solanaPrograms.token,
      },
      { kind: 'tokenBurn', account: myTokens, amount: { raw: 500_000n, formatted: '0.5', symbol: 'USDL' } },
      { kind: 'tokenClose', account: myTokens, destination: me },
      { kind: 'programCall', program, accounts: 1, dataLength: 3 },
    ])
  })

  it('reads compute budget and memo instructions from their bytes, and calls with data too short for their instruction', () => {
    const limit = new Uint8Array([2, 0x40, 0x0d, 0x03, 0x00]) // 200,000 units
    const price = new Uint8Array([3, 0xe8, 0x03, 0, 0, 0, 0, 0, 0]) // 1,000 micro-lamports
    const wire = solanaWireTransaction(me, [
      { programAddress: address(solanaPrograms.computeBudget), data: limit },
      { programAddress: address(solanaPrograms.computeBudget), data: price },
      {
        programAddress: address(solanaPrograms.memo),
        accounts: [{ address: me, role: 2 }],
        data: new TextEncoder().encode('gm ☀'),
      },
      // A System transfer cut short: a call to the System Program, never a transfer of a guessed amount.
      { programAddress: address(solanaPrograms.system), accounts: [], data: new Uint8Array([2, 0, 0, 0, 1]) },
    ])
    expect(read(wire).instructions).toEqual([
      { kind: 'computeUnitLimit', units: 200_000 },
      { kind: 'computeUnitPrice', microLamports: 1_000n },
      { kind: 'memo', text: 'gm ☀' },
      {
        kind: 'programCall',
        program: solanaPrograms.system,
        programName: 'System Program',
        accounts: 0,
        dataLength: 5,
      },
    ])
  })

  it('reads a legacy transaction as a v0 one', () => {
    const wire = solanaWireTransaction(
      me,
      [getTransferSolInstruction({ source: me_, destination: you, amount: 1n })],
      { version: 'legacy' },
    )
    expect(read(wire).instructions).toHaveLength(1)
  })

  it('cannot read a transaction that does not ask this account to sign, nor one that does not decode exactly', () => {
    const theirs = solanaWireTransaction(you, [
      getTransferSolInstruction({ source: createNoopSigner(you), destination: me, amount: 1n }),
    ])
    expect(() => read(theirs)).toThrow(
      new UnreadableRequestError(`The transaction does not ask ${me} to sign it`),
    )
    const bytes = base64.decode(solanaWireTransaction(me, []))
    for (const wire of [
      base64.encode(new Uint8Array([...bytes, 0])),
      base64.encode(bytes.slice(0, -3)),
      'AAAA',
      '@@@',
    ])
      expect(() => read(wire), wire).toThrow(UnreadableRequestError)
    expect(() => readSolanaTransaction({}, { account: me, knownTokens })).toThrow(
      'The request names no transaction',
    )
  })
})
