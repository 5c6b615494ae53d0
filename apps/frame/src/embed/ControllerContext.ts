'use client'

import { createContext, useContext } from 'react'
import type { FrameController } from '@/controller/createFrameController'

/** Gives the views the frame controller's actions. */
export const ControllerContext = createContext<FrameController | undefined>(undefined)

/** The frame controller; views call its actions and read state from atoms. */
export function useController(): FrameController {
  const controller = useContext(ControllerContext)
  if (!controller) throw new Error('useController outside EmbedApp')
  return controller
}
