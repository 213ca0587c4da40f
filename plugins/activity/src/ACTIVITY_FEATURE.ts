import { defineFeature, remoteSwitch } from '@appkit/kernel'

/** Spec §6: the 'activity' gate, decided by the project configuration; on by default. */
export const ACTIVITY_FEATURE = defineFeature<boolean>({
  name: 'activity',
  default: true,
  remote: remoteSwitch,
})
