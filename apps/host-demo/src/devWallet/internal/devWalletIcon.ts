/** The dev wallets' icon (a padlock), as EIP-6963 and Wallet Standard both take one: a base64 data URI. */
export const devWalletIcon: `data:image/svg+xml;base64,${string}` = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6feb"/>' +
    '<path d="M10 14v-3a6 6 0 0 1 12 0v3" fill="none" stroke="#fff" stroke-width="3"/>' +
    '<rect x="8" y="14" width="16" height="12" rx="2" fill="#fff"/></svg>',
)}`
