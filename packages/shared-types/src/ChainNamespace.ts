/** The blockchain families the modal can connect to (docs/behaviour.md#entities). */
export const chainNamespaces = ['eip155', 'solana', 'bip122', 'near'] as const

/** One chain namespace, the first segment of a CAIP-2 or CAIP-10 id. */
export type ChainNamespace = (typeof chainNamespaces)[number]
