import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useRef } from 'react'
import { approveTransactionMessages as m } from './approveTransactionMessages.js'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'

const FRAME_AREA_STYLE = { minHeight: 320, width: '100%' } as const

/**
 * ApproveTransaction: the request is shown inside the secure frame, which the plugin places over
 * this view's frame area (leaving the view rejects the waiting request: see the controller).
 */
export function bindApproveTransactionView({
  controller,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function ApproveTransactionView() {
    const { t } = useI18n()
    const area = useRef<HTMLDivElement | null>(null)
    useEffect(() => {
      const element = area.current
      if (!element) return
      // Spec §7 'sync theme': the frame shows the request in the modal's scheme and accent.
      const scheme = element.closest('[data-theme]')?.getAttribute('data-theme')
      const accent = getComputedStyle(element).getPropertyValue('--appkit-accent').trim()
      controller.syncTheme({
        themeMode: scheme === 'dark' ? 'dark' : 'light',
        ...(accent ? { accent } : {}),
      })
      const place = () => {
        const rect = element.getBoundingClientRect()
        controller.placeApproval({
          top: rect.top,
          left: rect.left,
          width: rect.width,
          height: rect.height,
        })
      }
      // Follows the area every frame: the modal animates in, scrolls and resizes.
      let frame = requestAnimationFrame(function follow() {
        place()
        frame = requestAnimationFrame(follow)
      })
      return () => {
        cancelAnimationFrame(frame)
        controller.placeApproval(undefined)
      }
    }, [])
    return (
      <>
        <p className="lead">{t(m.review)}</p>
        <div ref={area} style={FRAME_AREA_STYLE} data-approve-frame-area="" />
      </>
    )
  }
}
