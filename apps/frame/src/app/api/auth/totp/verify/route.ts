import { nextApiRoute } from '@/server/api/nextApiRoute'
import { totpVerifyRoute } from '@/server/embedded/totpRoutes'

const route = nextApiRoute(totpVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
