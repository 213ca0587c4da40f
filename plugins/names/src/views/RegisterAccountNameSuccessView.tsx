import { useI18n, type ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import { namesMessages } from '../namesMessages.js'
import type { NamesViewContext } from './NamesViewContext.js'
import { registerSuccessMessages as m } from './registerSuccessMessages.js'

/** RegisterAccountNameSuccess (spec §2, §4): the name is registered and now the account's. */
export function bindRegisterAccountNameSuccessView({
  ctx,
}: Pick<NamesViewContext, 'ctx'>): ComponentType<ViewProps> {
  return function RegisterAccountNameSuccessView({ data }: ViewProps) {
    const { t } = useI18n()
    const name = typeof data?.name === 'string' ? data.name : undefined
    return (
      <div className="status">
        <h3>{name ?? t(namesMessages.successTitle)}</h3>
        <p role="status">{t(m.nameOfAccount)}</p>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => ctx.router.reset('Account')}
        >
          {t(m.backToAccount)}
        </button>
      </div>
    )
  }
}
