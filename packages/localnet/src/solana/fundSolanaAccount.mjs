import { address, createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { sendSolanaTransaction } from './sendSolanaTransaction.mjs'
import { solanaUsdl } from './solanaCluster.mjs'
import { solanaDevKeys } from './solanaDevKeys.mjs'

/**
 * Sends `owner` SOL and USDL from dev keypair `from` (its associated USDL account made if it has
 * none), in one transaction, and waits until the cluster confirms it; answers its signature. For
 * tests and the bench, which fund the accounts they make as a faucet would.
 * @example
 * await fundSolanaAccount(rpc, owner, { lamports: 1_000_000_000n, usdl: 5_000_000n, from: 4 })
 * @param {Parameters<typeof sendSolanaTransaction>[0]} rpc
 * @param {string} owner
 * @param {{ lamports: bigint, usdl: bigint, from: number }} amounts USDL in base units (6 decimals)
 * @returns {Promise<string>}
 */
export async function fundSolanaAccount(rpc, owner, { lamports, usdl, from }) {
  const key = solanaDevKeys[from]
  if (!key) throw new Error(`there is no dev keypair ${from}`)
  const payer = await createKeyPairSignerFromPrivateKeyBytes(key.privateKey)
  const mint = address(solanaUsdl.mint.address)
  /** @param {import('@solana/kit').Address} of */
  const tokenAccount = async (of) =>
    (await findAssociatedTokenPda({ owner: of, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
  const destination = await tokenAccount(address(owner))
  return sendSolanaTransaction(rpc, payer, [
    getTransferSolInstruction({ source: payer, destination: address(owner), amount: lamports }),
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: address(owner), mint }),
    getTransferCheckedInstruction({
      source: await tokenAccount(payer.address),
      mint,
      destination,
      authority: payer,
      amount: usdl,
      decimals: solanaUsdl.decimals,
    }),
  ])
}
