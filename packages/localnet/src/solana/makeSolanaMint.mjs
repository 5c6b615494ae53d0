import { address, createKeyPairSignerFromPrivateKeyBytes, generateKeyPairSigner } from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { sendSolanaTransaction } from './sendSolanaTransaction.mjs'
import { solanaDevKeys } from './solanaDevKeys.mjs'

/** Token-2022's program: its instructions for mints and transfers are the classic program's, at its own address. */
export const token2022ProgramAddress = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/**
 * Makes a new mint, no extensions, of the classic Token program or of Token-2022, with dev keypair
 * `from` as payer and mint authority, and mints `amount` (base units) to the associated token
 * account of each holder; answers the mint and its program. The cluster's USDL is made so at start
 * (with its fixed keypair as `mint`); tests make tokens the deployment does not list.
 * @example
 * const { mint } = await makeSolanaMint(rpc, { program: 'token-2022', decimals: 2, from: 5, holders: [{ owner, amount: 1234n }] })
 * @param {Parameters<typeof sendSolanaTransaction>[0] & import('@solana/kit').Rpc<import('@solana/kit').GetMinimumBalanceForRentExemptionApi>} rpc
 * @param {{ program: 'token' | 'token-2022', decimals: number, from: number, holders: { owner: string, amount: bigint }[], mint?: import('@solana/kit').KeyPairSigner }} options
 *   `mint`: the mint's keypair, when its address must be a known one (a new one by default)
 * @returns {Promise<{ mint: import('@solana/kit').Address, tokenProgram: import('@solana/kit').Address }>}
 */
export async function makeSolanaMint(rpc, { program, decimals, from, holders, mint: given }) {
  const key = solanaDevKeys[from]
  if (!key) throw new Error(`there is no dev keypair ${from}`)
  const authority = await createKeyPairSignerFromPrivateKeyBytes(key.privateKey)
  const mint = given ?? (await generateKeyPairSigner())
  const tokenProgram = program === 'token-2022' ? token2022ProgramAddress : TOKEN_PROGRAM_ADDRESS
  const config = { programAddress: tokenProgram }
  const space = BigInt(getMintSize())
  await sendSolanaTransaction(rpc, authority, [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: await rpc.getMinimumBalanceForRentExemption(space).send(),
      space,
      programAddress: tokenProgram,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: authority.address }, config),
  ])
  /** @type {import('@solana/kit').Instruction[]} */
  const instructions = []
  for (const { owner, amount } of holders) {
    const [token] = await findAssociatedTokenPda({ owner: address(owner), mint: mint.address, tokenProgram })
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: authority,
        ata: token,
        owner: address(owner),
        mint: mint.address,
        tokenProgram,
      }),
      getMintToInstruction({ mint: mint.address, token, mintAuthority: authority, amount }, config),
    )
  }
  // Two holders a transaction: a transaction holds at most 1,232 bytes.
  for (let at = 0; at < instructions.length; at += 4)
    await sendSolanaTransaction(rpc, authority, instructions.slice(at, at + 4))
  return { mint: mint.address, tokenProgram }
}
