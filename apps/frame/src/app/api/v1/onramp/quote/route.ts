import { nextApiRoute } from '@/server/api/nextApiRoute'
import { onrampQuoteRoute } from '@/server/onramp/onrampQuoteRoute'

const route = nextApiRoute(onrampQuoteRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
