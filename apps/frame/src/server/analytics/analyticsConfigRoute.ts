import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'

/** GET /api/getAnalyticsConfig?projectId: whether the frame should send events at all. */
export const analyticsConfigRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam }),
  run: async (_input, context) => ({ isAnalyticsEnabled: context.project.features.analytics }),
})
