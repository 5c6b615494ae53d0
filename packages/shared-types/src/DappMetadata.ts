/** The host app's metadata (docs/behaviour.md#entities), shown in the modal and sent to wallets. */
export interface DappMetadata {
  name: string
  description?: string | undefined
  url: string
  icons: readonly string[]
}
