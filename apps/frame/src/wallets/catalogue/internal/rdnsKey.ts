/** An rdns as wallets are matched by it: EIP-6963 announcements may differ in case from the catalogue. */
export function rdnsKey(rdns: string | null | undefined): string | undefined {
  const key = rdns?.trim().toLowerCase()
  return key ? key : undefined
}
