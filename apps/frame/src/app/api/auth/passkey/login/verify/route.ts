import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeyLoginVerifyRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeyLoginVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
