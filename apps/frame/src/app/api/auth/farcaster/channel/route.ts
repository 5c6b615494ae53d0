import { nextApiRoute } from '@/server/api/nextApiRoute'
import { farcasterChannelRoute } from '@/server/embedded/farcasterRoutes'

const route = nextApiRoute(farcasterChannelRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
