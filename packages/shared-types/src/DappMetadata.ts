/** The host app's metadata (SPEC.md §3), shown in the modal and sent to wallets. */
export interface DappMetadata {
  name: string
  description?: string | undefined
  url: string
  icons: readonly string[]
}
