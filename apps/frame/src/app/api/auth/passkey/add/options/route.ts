import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeyAddOptionsRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeyAddOptionsRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
