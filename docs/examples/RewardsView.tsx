// The rewards plugin's view (docs/plugins.md): loaded on first use, its default export receives
// ViewProps. It reads the kit through useAppKit and the per-account state through its store.
import { readAccountState } from '@appkit/kernel'
import { useAppKit, type ViewProps } from '@appkit/ui'
import { useSyncExternalStore } from 'react'
import { REWARDS_POINTS } from './rewards.js'

export default function RewardsView(_props: ViewProps) {
  const { kit } = useAppKit()
  const namespace = useSyncExternalStore(
    kit.registry.store.subscribe,
    () => kit.registry.store.getState().activeNamespace,
    () => undefined,
  )
  const points = useSyncExternalStore(
    kit.accountState.store.subscribe,
    () => readAccountState(kit.accountState.store.getState(), REWARDS_POINTS, namespace),
    () => undefined,
  )
  return <p>{points === undefined ? 'No points yet' : `${points} points`}</p>
}
