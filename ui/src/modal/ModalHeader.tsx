import { BackIcon, CloseIcon } from '../components/icons.js'
import { useI18n } from '../i18n/useI18n.js'
import { modalMessages as m } from './modalMessages.js'

export interface ModalHeaderProps {
  titleId: string
  title: string
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
}

/** The view's title (the dialog's label), a Back button when there is history, and Close. */
export function ModalHeader({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps) {
  const { t } = useI18n()
  return (
    <div className="header">
      {canGoBack ? (
        <button type="button" className="icon-btn back" aria-label={t(m.back)} onClick={onBack}>
          <BackIcon />
        </button>
      ) : null}
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="icon-btn close" aria-label={t(m.close)} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  )
}
