// The buy flow's views load as one chunk: a buyer goes from each to the next, and one chunk is one
// entry instead of four in the table of lazy chunks that /embed's first load carries.
export { BuyInProgressView } from './BuyInProgress/BuyInProgressView'
export { OnRampFiatSelectView } from './OnRampFiatSelect/OnRampFiatSelectView'
export { OnRampProvidersView } from './OnRampProviders/OnRampProvidersView'
export { OnRampTokenSelectView } from './OnRampTokenSelect/OnRampTokenSelectView'
