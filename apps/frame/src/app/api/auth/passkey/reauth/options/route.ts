import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeyReauthOptionsRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeyReauthOptionsRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
