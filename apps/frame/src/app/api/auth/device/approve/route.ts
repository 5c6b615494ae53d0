import { handleDeviceApproveLink } from '@/server/embedded/deviceApproveLink'

// The link of a device-approval mail: opened from a mail client, so no projectId and no Origin.
export const GET = (request: Request) => handleDeviceApproveLink(request)
