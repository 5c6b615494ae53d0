import { nextApiRoute } from '@/server/api/nextApiRoute'
import { walletUnwrapRoute } from '@/server/embedded/walletRoutes'

const route = nextApiRoute(walletUnwrapRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
