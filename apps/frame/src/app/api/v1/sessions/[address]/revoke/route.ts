import { nextApiRoute } from '@/server/api/nextApiRoute'
import { sessionRevokeRoute } from '@/server/smartAccounts/sessionRevokeRoute'

const route = nextApiRoute(sessionRevokeRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
