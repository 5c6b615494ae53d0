import { nextApiRoute } from '@/server/api/nextApiRoute'
import { farcasterLinkRoute } from '@/server/embedded/farcasterRoutes'

const route = nextApiRoute(farcasterLinkRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
