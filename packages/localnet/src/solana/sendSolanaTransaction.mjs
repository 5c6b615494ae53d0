import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'

/**
 * Signs and sends one transaction, and waits until the cluster confirms it (5 s at most); answers
 * its signature. For the cluster's own set-up and for tests that move funds on it.
 * @param {import('@solana/kit').Rpc<import('@solana/kit').GetLatestBlockhashApi & import('@solana/kit').SendTransactionApi & import('@solana/kit').GetSignatureStatusesApi>} rpc
 * @param {import('@solana/kit').TransactionSigner} payer
 * @param {import('@solana/kit').Instruction[]} instructions
 * @returns {Promise<string>}
 */
export async function sendSolanaTransaction(rpc, payer, instructions) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
  const signature = getSignatureFromTransaction(transaction)
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  for (let tries = 0; tries < 200; tries++) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return signature
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Transaction ${signature} was not confirmed within 5 s`)
}
