// What a wallet's answer to a signing or sending request, or to a capabilities query, must look like
// before the frame passes it on: the validation rules of the protocol (README, "Wallet answers"), one definition for every
// place that checks one.

import { bitcoinTxidPattern } from './bitcoinTxidPattern'

/**
 * Whether a value is a transaction hash: 0x and 64 hex digits.
 *
 * @example
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

/**
 * Whether a value is a signed message: 0x and at least 62 hex digits, in whole bytes (a 65-byte
 * ECDSA signature, or a longer one from a smart account: ERC-1271, ERC-6492).
 *
 * @example
 * isSignedMessage(`0x${'ab'.repeat(65)}`) // true
 * isSignedMessage('0xdead') // false
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2}){31,}$/.test(value)
}

/**
 * Whether a value is a wallet's capabilities (EIP-5792): an object keyed by hex chain ids (`0x0`
 * for every chain), each holding an object of named capabilities.
 *
 * @example
 * isWalletCapabilities({ '0x1': { atomic: { status: 'supported' } } }) // true
 * isWalletCapabilities({ mainnet: true }) // false
 */
export function isWalletCapabilities(
  value: unknown,
): value is Record<`0x${string}`, Record<string, unknown>> {
  return (
    isPlainObject(value) &&
    Object.entries(value).every(
      ([chainId, capabilities]) => /^0x[0-9a-fA-F]{1,64}$/.test(chainId) && isPlainObject(capabilities),
    )
  )
}

/**
 * Whether a value is a Solana signature: 64 bytes in base58 (64 to 88 characters).
 *
 * @example
 * isSolanaSignature('5'.repeat(88)) // true
 * isSolanaSignature('0xabc') // false
 */
export function isSolanaSignature(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value)
}

// What WalletConnect's Solana methods answer: `{ signature }`, with the signed transaction (base64)
// beside it where the wallet only signed.
const isSolanaSigned = (value: unknown) => isPlainObject(value) && isSolanaSignature(value.signature)
const isSolanaSignedTransaction = (value: unknown) =>
  isSolanaSigned(value) &&
  isPlainObject(value) &&
  (value.transaction === undefined ||
    (typeof value.transaction === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(value.transaction)))

// What WalletConnect's bip122 signMessage answers: `{ address, signature }`, the signature in base64.
const isBitcoinSigned = (value: unknown) =>
  isPlainObject(value) &&
  typeof value.address === 'string' &&
  /^[a-zA-Z0-9]{14,90}$/.test(value.address) &&
  typeof value.signature === 'string' &&
  /^[A-Za-z0-9+/]{8,}={0,2}$/.test(value.signature)

// What WalletConnect's bip122 sendTransfer answers: `{ txid }`, the broadcast transaction's id.
const isBitcoinSent = (value: unknown) =>
  isPlainObject(value) && typeof value.txid === 'string' && bitcoinTxidPattern.test(value.txid)

// What WalletConnect's bip122 signPsbt answers: `{ psbt }` in base64, with `txid` where it broadcast.
const isBitcoinSignedPsbt = (value: unknown) =>
  isPlainObject(value) &&
  typeof value.psbt === 'string' &&
  /^[A-Za-z0-9+/]{8,}={0,2}$/.test(value.psbt) &&
  (value.txid === undefined || (typeof value.txid === 'string' && bitcoinTxidPattern.test(value.txid)))

// What WalletConnect's bip122 getAccountAddresses answers: the account's addresses, each an object.
const isBitcoinAddresses = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (entry) =>
      isPlainObject(entry) && typeof entry.address === 'string' && /^[a-zA-Z0-9]{14,90}$/.test(entry.address),
  )

// What NEP-413's signMessage answers: `{ accountId, publicKey, signature, state? }`, the key as
// `ed25519:` and base58, the signature (64 bytes) in base64.
const isNearSigned = (value: unknown) =>
  isPlainObject(value) &&
  typeof value.accountId === 'string' &&
  /^[a-z\d._-]{2,64}$/.test(value.accountId) &&
  typeof value.publicKey === 'string' &&
  /^ed25519:[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value.publicKey) &&
  typeof value.signature === 'string' &&
  /^[A-Za-z0-9+/]{86}==$/.test(value.signature) &&
  (value.state === undefined || typeof value.state === 'string')

// What wallet-selector's NEAR wallets answer signTransaction with: the signed transaction's Borsh
// bytes, as an array of byte values (the transaction, then the 65-byte ed25519 signature at least).
const isNearSignedTransaction = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 65 &&
  value.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)

const isNearSignedTransactions = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every(isNearSignedTransaction)

// What WalletConnect's near getAccounts answers: the accounts, each with its key.
const isNearAccounts = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      isPlainObject(entry) &&
      typeof entry.accountId === 'string' &&
      /^[a-z\d._-]{2,64}$/.test(entry.accountId) &&
      typeof entry.publicKey === 'string' &&
      /^(ed25519|secp256k1):[1-9A-HJ-NP-Za-km-z]+$/.test(entry.publicKey),
  )

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The error text of a malformed capabilities answer, as the wallet-connection world words it. */
export const walletCapabilitiesProblem = 'Error parsing wallet capabilities'

type AnswerRule = { check: (value: unknown) => boolean; problem: string }

const rule = (check: AnswerRule['check'], method: string, what: string): AnswerRule => ({
  check,
  problem: `The wallet answered ${method} with something other than ${what}.`,
})

/** Per method, the check its answer must pass and what is said when it does not. */
const answers: Record<string, AnswerRule> = {
  personal_sign: rule(isSignedMessage, 'personal_sign', 'a signed message'),
  eth_signTypedData_v4: rule(isSignedMessage, 'eth_signTypedData_v4', 'a signed message'),
  eth_sendTransaction: rule(isTransactionHash, 'eth_sendTransaction', 'a transaction hash'),
  eth_sendUserOperation: rule(isTransactionHash, 'eth_sendUserOperation', 'a UserOperation hash'),
  wallet_getCapabilities: { check: isWalletCapabilities, problem: walletCapabilitiesProblem },
  solana_signMessage: rule(isSolanaSigned, 'solana_signMessage', 'a signature'),
  solana_signTransaction: rule(isSolanaSignedTransaction, 'solana_signTransaction', 'a signed transaction'),
  solana_signAndSendTransaction: rule(isSolanaSigned, 'solana_signAndSendTransaction', 'a signature'),
  bip122_signMessage: rule(isBitcoinSigned, 'bip122_signMessage', 'a signature'),
  near_signMessage: rule(isNearSigned, 'near_signMessage', 'a signature'),
  near_signTransaction: rule(isNearSignedTransaction, 'near_signTransaction', 'a signed transaction'),
  near_signTransactions: rule(isNearSignedTransactions, 'near_signTransactions', 'signed transactions'),
  near_getAccounts: rule(isNearAccounts, 'near_getAccounts', 'a list of accounts'),
  bip122_sendTransfer: rule(isBitcoinSent, 'bip122_sendTransfer', 'a transaction id'),
  bip122_signPsbt: rule(isBitcoinSignedPsbt, 'bip122_signPsbt', 'a signed PSBT'),
  bip122_getAccountAddresses: rule(isBitcoinAddresses, 'bip122_getAccountAddresses', 'a list of addresses'),
}

/**
 * What is wrong with a wallet's answer to `method`, or undefined when it is well formed (or the
 * method's answer has no rule here).
 *
 * @example
 * walletAnswerProblem('personal_sign', '0x1234') // 'The wallet answered personal_sign with something other than a signed message.'
 */
export function walletAnswerProblem(method: string, answer: unknown): string | undefined {
  const rule = answers[method]
  return !rule || rule.check(answer) ? undefined : rule.problem
}
