import { useEffect, useState } from 'react'
import { type CopyResult, copyText } from './copyText.js'

const ANNOUNCEMENTS: Record<CopyResult, string> = {
  copied: 'Link copied',
  failed: 'Could not copy the link',
}

/** 'Copy link' for the pairing URI, with the outcome announced (a polite status). */
export function CopyLinkButton({ text }: { text: string | undefined }) {
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
        {result === 'copied' ? 'Link copied' : 'Copy link'}
      </button>
      <p className="sr-only" role="status" aria-live="polite">
        {result ? ANNOUNCEMENTS[result] : ''}
      </p>
    </>
  )
}
