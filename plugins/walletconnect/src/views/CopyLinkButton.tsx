import type { MessageDescriptor } from '@appkit/kernel'
import { useI18n } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { copyLinkMessages as m } from './copyLinkMessages.js'
import { type CopyResult, copyText } from './copyText.js'

const ANNOUNCEMENTS: Record<CopyResult, MessageDescriptor> = {
  copied: m.copied,
  failed: m.failed,
}

/** 'Copy link' for the pairing URI, with the outcome announced (a polite status). */
export function CopyLinkButton({ text }: { text: string | undefined }) {
  const { t } = useI18n()
  const [result, setResult] = useState<CopyResult | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URI clears the old announcement
  useEffect(() => setResult(undefined), [text])
  return (
    <>
      <button
        type="button"
        className="btn btn-block"
        disabled={!text}
        onClick={() => {
          if (text) void copyText(text).then(setResult)
        }}
      >
        {t(result === 'copied' ? m.copied : m.copy)}
      </button>
      <p className="sr-only" role="status" aria-live="polite">
        {result ? t(ANNOUNCEMENTS[result]) : ''}
      </p>
    </>
  )
}
