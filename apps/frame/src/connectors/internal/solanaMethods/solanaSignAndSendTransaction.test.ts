import { solanaDevKey, solanaUsdl } from '@latch/localnet/solana'
import { UserRejectedRequestError } from '@latch/protocol'
import { base58 } from '@scure/base'
import { address, createNoopSigner, signature as toSignature } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it, vi } from 'vitest'
import { solanaWireTransaction } from '@/approvals/testing/solanaWireTransaction'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { solanaTestCluster } from '@/testing/solanaTestCluster'
import { solanaSignAndSendTransaction } from './solanaSignAndSendTransaction'
import { solanaSignTransaction } from './solanaSignTransaction'
import { fakeSolanaContext } from './testing/fakeSolanaContext'

// A real cluster: the transactions the handlers sign must be ones it takes.
const cluster = solanaTestCluster()

const key = solanaDevKey(5)
const me = address(key.address)
const you = address(solanaDevKey(6).address)
const mint = address(solanaUsdl.mint.address)
const { rpc } = cluster

async function latestBlockhash() {
  return (await rpc().getLatestBlockhash({ commitment: 'confirmed' }).send()).value
}

async function tokenAccount(owner: typeof me) {
  return (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
}

async function usdlOf(owner: typeof me) {
  return BigInt(
    (
      await rpc()
        .getTokenAccountBalance(await tokenAccount(owner))
        .send()
    ).value.amount,
  )
}

function clusterContext(params: unknown) {
  return fakeSolanaContext(key, {
    params,
    network: { ...localSolanaNetwork, rpcUrl: cluster.url() },
    sendTransaction: vi.fn(async (transaction: string) =>
      String(await cluster.read('sendTransaction', [transaction, { encoding: 'base64' }])),
    ),
  })
}

async function confirmed(signature: string) {
  for (let tries = 0; tries < 200; tries++) {
    const { value } = await rpc()
      .getSignatureStatuses([toSignature(signature)])
      .send()
    if (value[0]?.confirmationStatus === 'confirmed' || value[0]?.confirmationStatus === 'finalized')
      return value[0]
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`${signature} was not confirmed`)
}

describe('solana_signAndSendTransaction', { timeout: 30_000 }, () => {
  it('signs the approved transaction and sends it: 1 USDL moves on the cluster, and the answer is its signature', async () => {
    const before = await usdlOf(you)
    const wire = solanaWireTransaction(
      me,
      [
        getTransferCheckedInstruction({
          source: await tokenAccount(me),
          mint,
          destination: await tokenAccount(you),
          authority: createNoopSigner(me),
          amount: 1_000_000n,
          decimals: 6,
        }),
      ],
      { lifetime: await latestBlockhash() },
    )
    const context = clusterContext({ transaction: wire })
    const { signature } = (await runEmbeddedMethod(
      'solana_signAndSendTransaction',
      solanaSignAndSendTransaction,
      context,
    )) as {
      signature: string
    }
    expect(base58.decode(signature)).toHaveLength(64)
    expect(context.approve).toHaveBeenCalledWith(
      expect.objectContaining({
        namespace: 'solana',
        method: 'solana_signAndSendTransaction',
        address: key.address,
      }),
    )
    expect((await confirmed(signature)).err).toBeNull()
    expect(await usdlOf(you)).toBe(before + 1_000_000n)
  })

  it('sends nothing when the user rejects, and refuses unsent a transaction that still needs another signer', async () => {
    const transfer = getTransferSolInstruction({ source: createNoopSigner(me), destination: you, amount: 1n })
    const rejected = fakeSolanaContext(key, {
      params: { transaction: solanaWireTransaction(me, [transfer]) },
      approve: vi.fn(async () => {
        throw new UserRejectedRequestError()
      }),
    })
    await expect(
      runEmbeddedMethod('solana_signAndSendTransaction', solanaSignAndSendTransaction, rejected),
    ).rejects.toMatchObject({
      code: 4001,
    })
    expect(rejected.sign).not.toHaveBeenCalled()
    expect(rejected.sendTransaction).not.toHaveBeenCalled()

    const cosigned = getTransferSolInstruction({ source: createNoopSigner(you), destination: me, amount: 1n })
    const needsYou = fakeSolanaContext(key, {
      params: { transaction: solanaWireTransaction(me, [cosigned]) },
    })
    await expect(
      runEmbeddedMethod('solana_signAndSendTransaction', solanaSignAndSendTransaction, needsYou),
    ).rejects.toMatchObject({
      code: -32602,
      message: `The transaction also needs the signature of ${you}: sign it with solana_signTransaction and send it yourself.`,
    })
    expect(needsYou.sendTransaction).not.toHaveBeenCalled()
  })

  it('passes on the cluster’s refusal of a transaction its preflight fails', async () => {
    const tooMuch = getTransferSolInstruction({
      source: createNoopSigner(me),
      destination: you,
      amount: 10n ** 15n,
    })
    const context = clusterContext({
      transaction: solanaWireTransaction(me, [tooMuch], { lifetime: await latestBlockhash() }),
    })
    await expect(
      runEmbeddedMethod('solana_signAndSendTransaction', solanaSignAndSendTransaction, context),
    ).rejects.toMatchObject({
      code: -32002,
    })
  })
})

describe('solana_signTransaction', { timeout: 30_000 }, () => {
  it('answers the transaction with this account’s signature in its place, which the cluster then takes', async () => {
    const before = (await rpc().getBalance(you).send()).value
    const wire = solanaWireTransaction(
      me,
      [getTransferSolInstruction({ source: createNoopSigner(me), destination: you, amount: 7n })],
      {
        lifetime: await latestBlockhash(),
      },
    )
    const context = fakeSolanaContext(key, { params: { transaction: wire } })
    const answer = (await runEmbeddedMethod('solana_signTransaction', solanaSignTransaction, context)) as {
      signature: string
      transaction: string
    }
    expect(context.sendTransaction).not.toHaveBeenCalled()
    const sent = await cluster.read('sendTransaction', [answer.transaction, { encoding: 'base64' }])
    expect(sent).toBe(answer.signature)
    await confirmed(answer.signature)
    expect((await rpc().getBalance(you).send()).value).toBe(before + 7n)
  })

  it('refuses with -32602, before any approval, what does not decode or does not ask this account to sign', async () => {
    const theirs = solanaWireTransaction(you, [
      getTransferSolInstruction({ source: createNoopSigner(you), destination: me, amount: 1n }),
    ])
    for (const [transaction, reason] of [
      [theirs, `the transaction does not ask ${key.address} to sign it`],
      ['AAAA', 'The transaction is not a Solana transaction Latch can decode'],
    ] as const) {
      const context = fakeSolanaContext(key, { params: { transaction } })
      await expect(
        runEmbeddedMethod('solana_signTransaction', solanaSignTransaction, context),
      ).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining(reason),
      })
      expect(context.approve).not.toHaveBeenCalled()
    }
  })
})
