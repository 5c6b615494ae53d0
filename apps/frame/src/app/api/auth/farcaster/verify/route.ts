import { nextApiRoute } from '@/server/api/nextApiRoute'
import { farcasterVerifyRoute } from '@/server/embedded/farcasterRoutes'

const route = nextApiRoute(farcasterVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
