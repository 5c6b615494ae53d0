// The swap flow's views load as one chunk: a swap goes from each to the next, and one chunk is one
// entry instead of three in the table of lazy chunks that /embed's first load carries.
export { SwapView } from './Swap/SwapView'
export { SwapPreviewView } from './SwapPreview/SwapPreviewView'
export { SwapSelectTokenView } from './SwapSelectToken/SwapSelectTokenView'
