/**
 * Which inputs of a PSBT the wallet signs, by index, with the sighash types each allows (SIGHASH_ALL
 * alone where none are named), as a host's bip122_signPsbt names them.
 */
export type BitcoinInputsToSign = readonly { index: number; sighashTypes?: readonly number[] | undefined }[]
