import { networkImageUrl } from '@appkit/kernel'
import { useEffect, useState } from 'react'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useI18n } from '../i18n/useI18n.js'
import { buttonsMessages as m } from './buttonsMessages.js'
import { classNames } from './classNames.js'
import { useThemedElement } from './useThemedElement.js'

export interface NetworkButtonProps {
  className?: string
}

/** The active network's name; opens the Networks view. */
export function NetworkButton({ className }: NetworkButtonProps) {
  const { kit, images, preloadModal } = useUi()
  const network = useStoreSelector(kit.registry.store, (state) => state.activeCaipNetwork)
  const { ref, theme } = useThemedElement<HTMLButtonElement>()
  const { t } = useI18n()
  const imageUrl = networkImageUrl(kit.urls.api, network, kit.apiQuery)
  // The image shows once it has loaded within the preload race (spec §9); the dot otherwise.
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (!imageUrl) return setLoaded(false)
    let current = true
    setLoaded(images.peek(imageUrl) === true)
    void images.load(imageUrl).then((ok) => {
      if (current) setLoaded(ok)
    })
    return () => {
      current = false
    }
  }, [images, imageUrl])
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
      {loaded && imageUrl ? (
        <img className="appkit-btn__image" src={imageUrl} alt="" />
      ) : (
        <span className="appkit-btn__dot" aria-hidden="true" />
      )}
      <span>{network?.name ?? t(m.selectNetwork)}</span>
    </button>
  )
}
