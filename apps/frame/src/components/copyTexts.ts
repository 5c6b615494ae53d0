import type copy from '@/i18n/compiled/en/copy'

/** What a copy button copies: an address (of a named chain, where `chain` is given), a link, a key, recovery codes. */
export type CopyTarget = 'address' | 'link' | 'key' | 'recoveryCodes'

/** The texts of copying one thing: the button's name, and the toasts for copied and refused. */
export type CopyTexts = { label: string; copied: string; failed: string }

/**
 * The copy room's whole sentences for `what`, so that each language words the button and both toasts
 * itself rather than a word slotted into an English frame.
 *
 * @example
 * copyTexts(t, 'address') // { label: 'Copy address', copied: 'Address copied', failed: "Couldn't copy the address" }
 * copyTexts(t, 'address', 'Solana').copied // 'Solana address copied'
 */
export function copyTexts(t: (typeof copy)['copy'], what: CopyTarget, chain?: string): CopyTexts {
  if (what === 'address' && chain !== undefined)
    return {
      label: t.chainAddress({ chain }),
      copied: t.chainAddressCopied({ chain }),
      failed: t.chainAddressFailed({ chain }),
    }
  const messages: Record<CopyTarget, [() => string, () => string, () => string]> = {
    address: [t.address, t.addressCopied, t.addressFailed],
    link: [t.link, t.linkCopied, t.linkFailed],
    key: [t.key, t.keyCopied, t.keyFailed],
    recoveryCodes: [t.recoveryCodes, t.recoveryCodesCopied, t.recoveryCodesFailed],
  }
  const [label, copied, failed] = messages[what]
  return { label: label(), copied: copied(), failed: failed() }
}
