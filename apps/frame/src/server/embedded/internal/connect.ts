import type { ConnectAnswer } from '@/embedded/api/authApi'
import type { ApiContext } from '../../api/ApiRoute'
import { openSession } from './sessions'
import { approveDevice, type UserRow, userAnswer } from './users'

/** A login that succeeded: the device approved, a session opened, the CONNECT answer. */
export async function connect(
  context: ApiContext,
  login: { user: UserRow; isNew: boolean; deviceId: string; loginMethod: string },
): Promise<ConnectAnswer> {
  await approveDevice(context, login.user.userId, login.deviceId)
  const session = await openSession(context, login.user.userId, login.loginMethod)
  return {
    action: 'CONNECT',
    session,
    user: await userAnswer(context.db, login.user, login.loginMethod),
    isNewUser: login.isNew,
  }
}
