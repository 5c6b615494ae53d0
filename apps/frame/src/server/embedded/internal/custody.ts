import {
  fromBase64Url,
  importShareKey,
  openShare,
  SealedShare,
  sealShare,
  toBase64Url,
} from '@/embedded/crypto/sealedShare'
import type { Keyring } from '../keyring'

/** A wallet's secrets as the database keeps them: SealedShare JSON, none usable without the KEK. */
type SealedWallet = {
  /** The wallet's random 32-byte data key (DEK), sealed under the KEK. */
  sealedDataKey: string
  /** The auth share, sealed under the KEK. */
  sealedAuthShare: string
  /** The recovery share, sealed under the DEK. */
  sealedRecoveryShare: string
}

/**
 * Seals a new wallet's two server shares: a fresh DEK under the KEK, the auth share under the KEK,
 * the recovery share under the DEK (so that the frame can be handed it sealed, and the DEK apart).
 */
export async function sealWallet(
  keyring: Keyring,
  authShare: Uint8Array,
  recoveryShare: Uint8Array,
): Promise<SealedWallet> {
  const dataKey = crypto.getRandomValues(new Uint8Array(32))
  const dek = await importShareKey(dataKey)
  const sealed = {
    sealedDataKey: JSON.stringify(await sealShare(keyring.kek, dataKey)),
    sealedAuthShare: JSON.stringify(await sealShare(keyring.kek, authShare)),
    sealedRecoveryShare: JSON.stringify(await sealShare(dek, recoveryShare)),
  }
  dataKey.fill(0)
  return sealed
}

/** The auth share, base64url. */
export async function openAuthShare(keyring: Keyring, wallet: SealedWallet): Promise<string> {
  return toBase64Url(await openShare(keyring.kek, SealedShare.parse(JSON.parse(wallet.sealedAuthShare))))
}

/** The DEK, base64url: what unwrap hands over. */
export async function openDataKey(keyring: Keyring, wallet: SealedWallet): Promise<string> {
  return toBase64Url(await openShare(keyring.kek, SealedShare.parse(JSON.parse(wallet.sealedDataKey))))
}

/** The recovery share as it is stored, still sealed under the DEK. */
export function sealedRecoveryShare(wallet: SealedWallet): SealedShare {
  return SealedShare.parse(JSON.parse(wallet.sealedRecoveryShare))
}

/** The bytes of a base64url share, or null when it is not one. */
export function shareBytes(text: string): Uint8Array | null {
  try {
    const bytes = fromBase64Url(text)
    return bytes.length >= 2 ? bytes : null
  } catch {
    return null
  }
}
