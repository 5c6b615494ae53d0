import { solanaDevKey } from '@latch/localnet/solanaDevKeys'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  address,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { runSolanaRequest } from './runSolanaRequest'

const key = solanaDevKey(1)
// Nothing here reaches a cluster: only solana_signAndSendTransaction sends (see createDevWallet.test.ts).
const cluster = {
  caipNetworkId: 'solana:localnet',
  name: 'Solana localnet',
  rpcUrl: 'http://127.0.0.1:1',
} as const

const unsignedFrom = (feePayer: string) =>
  getBase64EncodedWireTransaction(
    compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (tx) => setTransactionMessageFeePayer(address(feePayer), tx),
        (tx) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: base58.encode(new Uint8Array(32).fill(7)) as Blockhash, lastValidBlockHeight: 1n },
            tx,
          ),
      ),
    ),
  )

describe('runSolanaRequest', () => {
  it('signs a message named for its account, and refuses one named for another with 4100', async () => {
    const message = base58.encode(new TextEncoder().encode('hello'))
    const { signature } = await runSolanaRequest(
      'solana_signMessage',
      { message, pubkey: key.address },
      key,
      cluster,
    )
    expect(ed25519.verify(base58.decode(signature), base58.decode(message), base58.decode(key.address))).toBe(
      true,
    )
    await expect(
      runSolanaRequest('solana_signMessage', { message, pubkey: solanaDevKey(2).address }, key, cluster),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('answers malformed params with -32602 naming the parameter', async () => {
    await expect(
      runSolanaRequest('solana_signMessage', { message: 'hello0', pubkey: key.address }, key, cluster),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('params.message') })
    await expect(runSolanaRequest('solana_signTransaction', {}, key, cluster)).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('params.transaction'),
    })
    await expect(
      runSolanaRequest('solana_signTransaction', { transaction: 'AAAA' }, key, cluster),
    ).rejects.toMatchObject({ code: -32602, message: 'The transaction is not a Solana wire transaction.' })
  })

  it('puts its signature in its place in a transaction, and refuses one that does not ask it to sign', async () => {
    const answer = await runSolanaRequest(
      'solana_signTransaction',
      { transaction: unsignedFrom(key.address) },
      key,
      cluster,
    )
    const signed = getTransactionDecoder().decode(base64.decode(answer.transaction ?? ''))
    const signature = signed.signatures[address(key.address)]
    expect(base58.encode(signature ?? new Uint8Array())).toBe(answer.signature)
    expect(
      ed25519.verify(
        signature ?? new Uint8Array(64),
        new Uint8Array(signed.messageBytes),
        base58.decode(key.address),
      ),
    ).toBe(true)
    await expect(
      runSolanaRequest(
        'solana_signTransaction',
        { transaction: unsignedFrom(solanaDevKey(2).address) },
        key,
        cluster,
      ),
    ).rejects.toMatchObject({
      code: -32602,
      message: `The transaction does not ask ${key.address} to sign it.`,
    })
  })
})
