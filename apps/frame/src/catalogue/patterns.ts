/** A wallet id: the registry's 64 hex digits, or a project's own short name for its custom wallet. */
export const walletIdPattern = /^[A-Za-z0-9_.:-]{1,128}$/

/** A catalogue image id (hex), the only kind /api/getWalletImage serves. */
export const walletImageIdPattern = /^[0-9a-f]{1,128}$/

/** A CAIP-2 chain id such as `eip155:31337`. */
export const caipNetworkIdPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** An EIP-6963 rdns: a reverse domain name such as `io.metamask`. */
export const rdnsPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/
