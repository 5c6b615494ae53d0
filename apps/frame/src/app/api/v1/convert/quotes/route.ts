import { nextApiRoute } from '@/server/api/nextApiRoute'
import { convertQuotesRoute } from '@/server/swap/convertQuotesRoute'

const route = nextApiRoute(convertQuotesRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
