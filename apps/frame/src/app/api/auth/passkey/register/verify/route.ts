import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeyRegisterVerifyRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeyRegisterVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
