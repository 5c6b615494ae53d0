// What a wallet's answer to a signing or sending request must look like before the frame passes it
// on: the validation rules of the protocol (README, "Wallet answers"), one definition for every
// place that checks one.

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

/** The methods whose answer is a signed message, and those whose answer is a transaction hash. */
const answers: Record<string, { check: (value: unknown) => boolean; what: string }> = {
  personal_sign: { check: isSignedMessage, what: 'a signed message' },
  eth_signTypedData_v4: { check: isSignedMessage, what: 'a signed message' },
  eth_sendTransaction: { check: isTransactionHash, what: 'a transaction hash' },
  eth_sendUserOperation: { check: isTransactionHash, what: 'a UserOperation hash' },
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
  if (!rule || rule.check(answer)) return undefined
  return `The wallet answered ${method} with something other than ${rule.what}.`
}
