import { defineFeature } from './defineFeature.js'
import { remoteSwitch } from './remoteFeatureValue.js'

/** Spec §6: remote-controlled, off by default. Read by the kernel's connect and multi-wallet rules. */
export const MULTI_WALLET_FEATURE = defineFeature<boolean>({
  name: 'multiWallet',
  default: false,
  remote: remoteSwitch,
})
