import { isSafeImageUrl } from '@appkit/kernel'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { classNames } from './classNames.js'
import { useThemedElement } from './useThemedElement.js'

export interface NetworkButtonProps {
  className?: string
}

/** The active network's name; opens the Networks view. */
export function NetworkButton({ className }: NetworkButtonProps) {
  const { kit, preloadModal } = useUi()
  const network = useStoreSelector(kit.registry.store, (state) => state.activeCaipNetwork)
  const { ref, theme } = useThemedElement<HTMLButtonElement>()
  const imageUrl = network?.assets?.imageUrl
  return (
    <button
      ref={ref}
      type="button"
      className={classNames('appkit-btn', className)}
      data-appkit-theme={theme}
      aria-haspopup="dialog"
      onPointerEnter={() => preloadModal('Networks')}
      onFocus={() => preloadModal('Networks')}
      onClick={() => kit.open({ view: 'Networks' })}
    >
      {imageUrl && isSafeImageUrl(imageUrl) ? (
        <img className="appkit-btn__image" src={imageUrl} alt="" />
      ) : (
        <span className="appkit-btn__dot" aria-hidden="true" />
      )}
      <span>{network?.name ?? 'Select network'}</span>
    </button>
  )
}
