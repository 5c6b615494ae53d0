import { nextApiRoute } from '@/server/api/nextApiRoute'
import { onrampOptionsRoute } from '@/server/onramp/onrampOptionsRoute'

const route = nextApiRoute(onrampOptionsRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
