import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeyRegisterOptionsRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeyRegisterOptionsRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
