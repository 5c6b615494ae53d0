import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeyReauthVerifyRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeyReauthVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
