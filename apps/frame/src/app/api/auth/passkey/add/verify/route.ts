import { nextApiRoute } from '@/server/api/nextApiRoute'
import { passkeyAddVerifyRoute } from '@/server/embedded/passkeyRoutes'

const route = nextApiRoute(passkeyAddVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
