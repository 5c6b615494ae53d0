import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeySecondFactorRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeySecondFactorRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
