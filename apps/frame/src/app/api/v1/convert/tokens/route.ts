import { nextApiRoute } from '@/server/api/nextApiRoute'
import { convertTokensRoute } from '@/server/swap/convertTokensRoute'

const route = nextApiRoute(convertTokensRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
