import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeyLoginOptionsRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeyLoginOptionsRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
