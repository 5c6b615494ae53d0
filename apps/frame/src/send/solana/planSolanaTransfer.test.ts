import { makeSolanaMint, solanaDevKey, solanaUsdl } from '@latch/localnet/solana'
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { solanaSignAndSendTransaction } from '@/connectors/internal/solanaMethods/solanaSignAndSendTransaction'
import { fakeSolanaContext } from '@/connectors/internal/solanaMethods/testing/fakeSolanaContext'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { solanaTestCluster } from '@/testing/solanaTestCluster'
import { associatedTokenAccount } from './buildSolanaTransfer'
import { planSolanaTransfer } from './planSolanaTransfer'
import { waitForSolanaSignature } from './waitForSolanaSignature'

// A real cluster: the plans must price what it charges and make transactions it takes.
const cluster = solanaTestCluster()
const sender = solanaDevKey(3)
const known = solanaDevKey(4).address
const mint = solanaUsdl.mint.address
const timing = { pollMs: 25, timeoutMs: 10_000 }

const lamportsOf = async (owner: string) =>
  BigInt(
    ((await cluster.read('getBalance', [owner, { commitment: 'confirmed' }])) as { value: number }).value,
  )
const usdlOf = async (owner: string) => {
  const account = await associatedTokenAccount(owner, mint)
  const answer = (await cluster.read('getTokenAccountBalance', [account, { commitment: 'confirmed' }])) as {
    value: { amount: string }
  }
  return BigInt(answer.value.amount)
}
const freshAddress = async () => (await generateKeyPairSigner()).address

// Signed and sent as the embedded wallet does it (solana_signAndSendTransaction), then followed.
async function send(transaction: string) {
  const context = fakeSolanaContext(sender, {
    params: { transaction },
    network: { ...localSolanaNetwork, rpcUrl: cluster.url() },
    sendTransaction: async (wire: string) =>
      String(await cluster.read('sendTransaction', [wire, { encoding: 'base64' }])),
  })
  const { signature } = (await runEmbeddedMethod(
    'solana_signAndSendTransaction',
    solanaSignAndSendTransaction,
    context,
  )) as { signature: string }
  return { signature, outcome: await waitForSolanaSignature(cluster.read, signature, timing) }
}

describe('planSolanaTransfer on a local cluster', { timeout: 30_000 }, () => {
  it('prices a SOL transfer at the signature fee, and its transaction moves exactly the amount', async () => {
    const held = await lamportsOf(sender.address)
    const plan = await planSolanaTransfer(
      cluster.read,
      { from: sender.address, to: known, mint: undefined, decimals: 9, amount: 250_000_000n },
      { held },
    )
    expect(plan).toMatchObject({ ok: true, fee: { namespace: 'solana', total: 5_000n, rent: 0n } })
    if (!plan.ok) return
    const before = await lamportsOf(known)
    expect((await send(plan.transaction)).outcome).toEqual({ status: 'confirmed' })
    expect(await lamportsOf(known)).toBe(before + 250_000_000n)
    expect(await lamportsOf(sender.address)).toBe(held - 250_000_000n - plan.fee.total)
  })

  it("makes the recipient's token account when it has none, and counts its rent in the fee", async () => {
    const recipient = await freshAddress()
    const rent = BigInt((await cluster.read('getMinimumBalanceForRentExemption', [165])) as number)
    const plan = await planSolanaTransfer(
      cluster.read,
      { from: sender.address, to: recipient, mint, decimals: 6, amount: 2_500_000n },
      { held: await lamportsOf(sender.address) },
    )
    expect(plan).toMatchObject({ ok: true, fee: { total: 5_000n + rent, rent } })
    if (!plan.ok) return
    const usdlBefore = await usdlOf(sender.address)
    const lamportsBefore = await lamportsOf(sender.address)
    expect((await send(plan.transaction)).outcome).toEqual({ status: 'confirmed' })
    expect(await usdlOf(recipient)).toBe(2_500_000n)
    expect(await usdlOf(sender.address)).toBe(usdlBefore - 2_500_000n)
    expect(await lamportsOf(sender.address)).toBe(lamportsBefore - plan.fee.total)

    // Now it has one: the next transfer makes none and pays no rent.
    const again = await planSolanaTransfer(
      cluster.read,
      { from: sender.address, to: recipient, mint, decimals: 6, amount: 1n },
      { held: await lamportsOf(sender.address) },
    )
    expect(again).toMatchObject({ ok: true, fee: { total: 5_000n, rent: 0n } })
  })

  it("sends a Token-2022 token through its own program, making the recipient's account of that program", async () => {
    const { mint: points, tokenProgram } = await makeSolanaMint(createSolanaRpc(cluster.url()), {
      program: 'token-2022',
      decimals: 2,
      from: 3,
      holders: [{ owner: sender.address, amount: 1_000n }],
    })
    const pointsOf = async (owner: string) => {
      const account = await associatedTokenAccount(owner, points, tokenProgram)
      const answer = (await cluster.read('getTokenAccountBalance', [
        account,
        { commitment: 'confirmed' },
      ])) as {
        value: { amount: string }
      }
      return BigInt(answer.value.amount)
    }
    const recipient = await freshAddress()
    // Its associated account carries Token-2022's ImmutableOwner extension: 170 bytes of rent.
    const rent = BigInt((await cluster.read('getMinimumBalanceForRentExemption', [170])) as number)
    const plan = await planSolanaTransfer(
      cluster.read,
      { from: sender.address, to: recipient, mint: points, decimals: 2, amount: 250n },
      { held: await lamportsOf(sender.address) },
    )
    expect(plan).toMatchObject({ ok: true, fee: { total: 5_000n + rent, rent } })
    if (!plan.ok) return
    const lamportsBefore = await lamportsOf(sender.address)
    expect((await send(plan.transaction)).outcome).toEqual({ status: 'confirmed' })
    expect(await pointsOf(recipient)).toBe(250n)
    expect(await pointsOf(sender.address)).toBe(750n)
    // What the preview said it would cost is what it cost.
    expect(await lamportsOf(sender.address)).toBe(lamportsBefore - plan.fee.total)
  })

  it('refuses a "token" whose mint no token program owns, naming why', async () => {
    const plan = await planSolanaTransfer(
      cluster.read,
      { from: sender.address, to: known, mint: known, decimals: 0, amount: 1n },
      { held: await lamportsOf(sender.address) },
    )
    expect(plan).toEqual({
      ok: false,
      error: 'This token is not a mint of a token program the network knows',
    })
  })

  it('refuses SOL that would leave either account below its rent-exempt minimum, and allows sending all', async () => {
    const minimum = BigInt((await cluster.read('getMinimumBalanceForRentExemption', [0])) as number)
    const small = await planSolanaTransfer(
      cluster.read,
      { from: sender.address, to: await freshAddress(), mint: undefined, decimals: 9, amount: minimum - 1n },
      { held: 10n ** 12n },
    )
    expect(small).toEqual({ ok: false, error: 'A new Solana account must receive at least 0.00089088 SOL' })

    const held = 2_000_000_000n
    const dust = await planSolanaTransfer(
      cluster.read,
      { from: sender.address, to: known, mint: undefined, decimals: 9, amount: held - 5_000n - 1_000n },
      { held },
    )
    expect(dust).toEqual({
      ok: false,
      error: 'Keep at least 0.00089088 SOL in the account, or send all of it',
    })
    const all = await planSolanaTransfer(
      cluster.read,
      { from: sender.address, to: known, mint: undefined, decimals: 9, amount: held - 5_000n },
      { held },
    )
    expect(all).toMatchObject({ ok: true })
  })

  it('follows a signature until the cluster settles it, and gives up on one it never saw', async () => {
    const unknown = '5'.repeat(87)
    expect(
      await waitForSolanaSignature(cluster.read, unknown, { pollMs: 10, timeoutMs: 100 }),
    ).toBeUndefined()
  })
})
