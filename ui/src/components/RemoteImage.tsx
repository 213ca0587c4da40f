import { isSafeImageUrl } from '@appkit/kernel'
import { useEffect, useMemo, useReducer } from 'react'
import { useUi } from '../context/useUi.js'
import { useViewShown } from '../modal/useViewShown.js'
import { initials } from '../utils/initials.js'

export interface RemoteImageProps {
  /** An untrusted URL: used only as an <img src>, only when http(s) or data:image. */
  url: string | undefined
  /** The wallet's or network's name: the alt text and the placeholder's initials. */
  name: string
  /** Extra classes: 'round', 'small', 'large', 'grid'. */
  variant?: string
  /**
   * Hidden from assistive technology: for rows that write the name out beside the image, where
   * the initials would only be read (and matched against the row's label) a second time.
   */
  decorative?: boolean
  /**
   * Start no load for now (a list scrolling past): the image shows if it already loaded, the
   * initials otherwise; the load starts once this turns false.
   */
  paused?: boolean
}

/**
 * An image from the wallet list or a connector, shown only if it loads within the 2 s
 * preload race (spec §9); the name's initials otherwise, and while it loads. In a view rendered
 * before the modal opens, only a data: image loads (nothing is requested until it shows).
 */
export function RemoteImage({
  url,
  name,
  variant,
  decorative = false,
  paused = false,
}: RemoteImageProps) {
  const { images } = useUi()
  const safeUrl = useMemo(() => (url && isSafeImageUrl(url) ? url : undefined), [url])
  const shown = useViewShown()
  const held = paused || (!shown && !safeUrl?.startsWith('data:'))
  // The cache is the truth (a settled URL never changes): a tile that shows another wallet, or a
  // row scrolled back into view, reads its image's state in the same render, with no effect.
  const [, settled] = useReducer((count: number) => count + 1, 0)
  const loaded = safeUrl ? images.peek(safeUrl) === true : false
  useEffect(() => {
    if (!safeUrl) return
    const known = images.peek(safeUrl)
    if (known !== undefined) {
      // Settled between the render and this effect (a load started before a pause): show it.
      if (known !== loaded) settled()
      return
    }
    if (held) return
    let current = true
    void images.load(safeUrl).then(() => {
      if (current) settled()
    })
    return () => {
      current = false
    }
  }, [images, safeUrl, held, loaded])
  return (
    <span
      className={variant ? `image ${variant}` : 'image'}
      aria-hidden={decorative ? 'true' : undefined}
    >
      {loaded && safeUrl ? (
        // Keyed by URL: another image is a new element, never an old one still decoding its
        // new src (the holder span stays, so a list that shows other items updates in place).
        <img
          key={safeUrl}
          src={safeUrl}
          alt={decorative ? '' : name}
          draggable={false}
          decoding="async"
        />
      ) : decorative ? (
        <span data-initials={initials(name)} />
      ) : (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </span>
  )
}
