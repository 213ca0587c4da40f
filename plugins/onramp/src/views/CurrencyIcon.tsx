import { useState } from 'react'

export interface CurrencyIconProps {
  /** Built by the kit (`imageByIdUrl`): the project API's image, with projectId, st and sv. */
  url: string | undefined
  /** The currency's code or symbol: the placeholder's text when the image fails. */
  label: string
}

/**
 * A currency's icon beside its name (decorative: the row writes the name out). The modal's
 * image placeholder, with the code's first letters, stands in while none loads or when it fails.
 */
export function CurrencyIcon({ url, label }: CurrencyIconProps) {
  const [failedUrl, setFailedUrl] = useState<string>()
  const showImage = url !== undefined && failedUrl !== url
  return (
    <span className="image small round" aria-hidden="true">
      {showImage ? (
        <img src={url} alt="" draggable={false} onError={() => setFailedUrl(url)} />
      ) : (
        <span data-initials={label.slice(0, 2).toUpperCase()} />
      )}
    </span>
  )
}
