export const keyPrefix = 'latch.'

// Probes use their own name so that detection never clobbers a stored value.
export const probeName = `${keyPrefix}probe`
