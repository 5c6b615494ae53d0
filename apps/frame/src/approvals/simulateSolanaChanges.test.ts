import { makeSolanaMint, solanaDevKey, solanaUsdl } from '@latch/localnet/solana'
import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { solanaTestCluster } from '@/testing/solanaTestCluster'
import { simulateSolanaChanges } from './simulateSolanaChanges'
import { solanaWireTransaction } from './testing/solanaWireTransaction'

const { read, rpc } = solanaTestCluster()

const me = address(solanaDevKey(2).address)
const you = address(solanaDevKey(3).address)
const mint = address(solanaUsdl.mint.address)
const knownTokens = [{ mint: String(mint), symbol: 'USDL', decimals: 6 }]
const tokenAccount = async (owner: typeof me) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

describe('simulateSolanaChanges', { timeout: 30_000 }, () => {
  it('says how the account’s SOL (with the fee it pays) and USDL would change, before anything is signed', async () => {
    const transaction = solanaWireTransaction(me, [
      getTransferSolInstruction({ source: createNoopSigner(me), destination: you, amount: 500_000_000n }),
      getTransferCheckedInstruction({
        source: await tokenAccount(me),
        mint,
        destination: await tokenAccount(you),
        authority: createNoopSigner(me),
        amount: 2_500_000n,
        decimals: 6,
      }),
    ])
    expect(await simulateSolanaChanges(read, { account: me, transaction, knownTokens })).toEqual({
      reverted: false,
      changes: [
        { symbol: 'SOL', address: 'native', decimals: 9, delta: -500_005_000n, formatted: '-0.500005' },
        { symbol: 'USDL', address: mint, decimals: 6, delta: -2_500_000n, formatted: '-2.5' },
      ],
    })
    // The recipient's side: what it receives, and no fee.
    expect(await simulateSolanaChanges(read, { account: you, transaction, knownTokens })).toEqual({
      reverted: false,
      changes: [
        { symbol: 'SOL', address: 'native', decimals: 9, delta: 500_000_000n, formatted: '+0.5' },
        { symbol: 'USDL', address: mint, decimals: 6, delta: 2_500_000n, formatted: '+2.5' },
      ],
    })
  })

  it('counts a Token-2022 token as a classic one, named by its mint where the app does not know it, and not the USDL it leaves alone', async () => {
    const { mint: points, tokenProgram } = await makeSolanaMint(rpc(), {
      program: 'token-2022',
      decimals: 2,
      from: 5,
      holders: [
        { owner: me, amount: 1_000n },
        { owner: you, amount: 1n },
      ],
    })
    const pointsAccount = async (owner: typeof me) =>
      (await findAssociatedTokenPda({ owner, mint: points, tokenProgram }))[0]
    const transaction = solanaWireTransaction(me, [
      getTransferCheckedInstruction(
        {
          source: await pointsAccount(me),
          mint: points,
          destination: await pointsAccount(you),
          authority: createNoopSigner(me),
          amount: 250n,
          decimals: 2,
        },
        { programAddress: tokenProgram },
      ),
    ])
    expect(await simulateSolanaChanges(read, { account: me, transaction, knownTokens })).toEqual({
      reverted: false,
      changes: [
        { symbol: 'SOL', address: 'native', decimals: 9, delta: -5_000n, formatted: '-0.000005' },
        { symbol: points, address: points, decimals: 2, delta: -250n, formatted: '-2.5' },
      ],
    })
  })

  it('says why the cluster would refuse a transaction', async () => {
    const transaction = solanaWireTransaction(me, [
      getTransferSolInstruction({ source: createNoopSigner(me), destination: you, amount: 10n ** 15n }),
    ])
    const simulated = await simulateSolanaChanges(read, { account: me, transaction, knownTokens })
    expect(simulated).toMatchObject({ reverted: true, reason: expect.stringContaining('InstructionError') })
  })
})
