import { isAuthConnectorSupported, type SocialProvider } from '@appkit/kernel'
import { useMemo } from 'react'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { SOCIAL_LOGIN } from '../../socialLogin/socialLogin.js'
import { authConnectorServes } from './authConnectorServes.js'

const NO_SOCIALS: readonly SocialProvider[] = []

export interface LoginMethods {
  /** 'Continue with email' (the embedded wallet's AUTH connector, remote-config `email`). */
  email: boolean
  /** The social buttons (remote-config `socials`, as the social login plugin may offer them). */
  socials: readonly SocialProvider[]
  startSocial(provider: SocialProvider): void
  /** Spec §4 modal loading: placeholder rows where email and socials may appear, else none. */
  placeholders: readonly ('email' | 'social')[]
}

/**
 * The email and social logins the Connect view offers. Spec §6: only while the active family's
 * adapter supports the auth connector and an AUTH connector serves that family; never before
 * the project configuration has said whether email and socials are on.
 */
export function useLoginMethods(): LoginMethods {
  const { kit } = useUi()
  const authOnFamily = useStoreSelector(
    kit.registry.store,
    (state) =>
      isAuthConnectorSupported(state, kit.adapter) &&
      state.connectors.some((connector) => authConnectorServes(connector, state.activeNamespace)),
  )
  const loading = useStoreSelector(kit.gates.store, (state) => state.status === 'loading')
  const emailOn = useStoreSelector(kit.gates.store, (state) => state.features.email !== false)
  const socialsGate = useStoreSelector(kit.gates.store, (state) =>
    Array.isArray(state.features.socials) ? (state.features.socials as SocialProvider[]) : false,
  )
  const socialLogin = kit.services.get(SOCIAL_LOGIN)
  const socials = useMemo(
    () =>
      authOnFamily && !loading && socialLogin && socialsGate
        ? socialLogin.available(socialsGate)
        : NO_SOCIALS,
    [authOnFamily, loading, socialLogin, socialsGate],
  )
  return {
    email: authOnFamily && !loading && emailOn,
    socials,
    startSocial: (provider) => socialLogin?.start(provider),
    placeholders: !authOnFamily || !loading ? [] : socialLogin ? ['email', 'social'] : ['email'],
  }
}
