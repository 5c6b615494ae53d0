import { KeyPair } from '@near-js/crypto'
import { actionCreators, createTransaction, GlobalContractDeployMode } from '@near-js/transactions'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeNearTransaction, NearTransactionError } from './decodeNearTransaction'

// Transactions made and encoded by near-api-js, as a dapp makes them.
const signer = KeyPair.fromRandom('ed25519')
const other = KeyPair.fromRandom('ed25519')
const validator = KeyPair.fromRandom('secp256k1')
const blockHash = new Uint8Array(32).fill(3)
const code = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])
const yocto = 10n ** 24n

function encoded(actions: ReturnType<typeof actionCreators.transfer>[], nonce = 7n) {
  return createTransaction(
    'alice.testnet',
    signer.getPublicKey(),
    'app.testnet',
    nonce,
    actions,
    blockHash,
  ).encode()
}

describe('decodeNearTransaction reads what near-api-js encodes', () => {
  it('the signer, its key, nonce, receiver and block hash, and each kind of action', () => {
    const { addKey, createAccount, deleteAccount, deleteKey, deployContract, functionCall, transfer, stake } =
      actionCreators
    const bytes = encoded(
      [
        createAccount(),
        deployContract(code),
        functionCall('ft_transfer', { receiver_id: 'bob.testnet', amount: '5' }, 30_000_000_000_000n, 1n),
        transfer(2n * yocto),
        stake(10n * yocto, validator.getPublicKey()),
        addKey(other.getPublicKey(), actionCreators.fullAccessKey()),
        addKey(
          other.getPublicKey(),
          actionCreators.functionCallAccessKey('app.testnet', ['vote'], yocto / 4n),
        ),
        addKey(other.getPublicKey(), actionCreators.functionCallAccessKey('app.testnet', [])),
        deleteKey(other.getPublicKey()),
        deleteAccount('bob.testnet'),
      ],
      2n ** 64n - 1n,
    )
    const key = other.getPublicKey().toString()
    expect(decodeNearTransaction(bytes)).toEqual({
      signerId: 'alice.testnet',
      publicKey: signer.getPublicKey().toString(),
      nonce: 2n ** 64n - 1n,
      receiverId: 'app.testnet',
      blockHash: base58.encode(blockHash),
      actions: [
        { type: 'createAccount' },
        { type: 'deployContract', codeLength: 8, codeHash: base58.encode(sha256(code)) },
        {
          type: 'functionCall',
          methodName: 'ft_transfer',
          args: new TextEncoder().encode('{"receiver_id":"bob.testnet","amount":"5"}'),
          gas: 30_000_000_000_000n,
          deposit: 1n,
        },
        { type: 'transfer', deposit: 2n * yocto },
        { type: 'stake', stake: 10n * yocto, publicKey: validator.getPublicKey().toString() },
        { type: 'addKey', publicKey: key, nonce: 0n, permission: { kind: 'fullAccess' } },
        {
          type: 'addKey',
          publicKey: key,
          nonce: 0n,
          permission: {
            kind: 'functionCall',
            allowance: yocto / 4n,
            receiverId: 'app.testnet',
            methodNames: ['vote'],
          },
        },
        {
          type: 'addKey',
          publicKey: key,
          nonce: 0n,
          permission: {
            kind: 'functionCall',
            allowance: undefined,
            receiverId: 'app.testnet',
            methodNames: [],
          },
        },
        { type: 'deleteKey', publicKey: key },
        { type: 'deleteAccount', beneficiaryId: 'bob.testnet' },
      ],
    })
    expect(validator.getPublicKey().toString()).toMatch(/^secp256k1:/)
  })

  it('refuses bytes cut short, bytes after the transaction, and lengths beyond the bytes', () => {
    const bytes = encoded([actionCreators.transfer(yocto)])
    expect(() => decodeNearTransaction(bytes.subarray(0, bytes.length - 1))).toThrow(
      'The transaction ends too soon',
    )
    expect(() => decodeNearTransaction(new Uint8Array([...bytes, 0]))).toThrow('Bytes follow the transaction')
    // A signer id claiming 4 GB.
    expect(() => decodeNearTransaction(new Uint8Array([255, 255, 255, 255, 97]))).toThrow(
      NearTransactionError,
    )
    expect(() => decodeNearTransaction(new Uint8Array())).toThrow('The transaction ends too soon')
  })

  it('refuses delegated and global-contract actions, which Latch does not sign', () => {
    const bytes = encoded([
      actionCreators.deployGlobalContract(code, new GlobalContractDeployMode({ CodeHash: null })),
    ])
    expect(() => decodeNearTransaction(bytes)).toThrow(
      'The transaction holds a global contract deployment, which Latch does not sign',
    )
  })
})
