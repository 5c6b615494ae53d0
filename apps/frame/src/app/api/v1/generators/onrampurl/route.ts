import { nextApiRoute } from '@/server/api/nextApiRoute'
import { onrampUrlRoute } from '@/server/onramp/onrampUrlRoute'

const route = nextApiRoute(onrampUrlRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
