import type { ViewProps } from '@appkit/ui'
import type { ComponentType } from 'react'
import type { NamesViewContext } from './NamesViewContext.js'

/** RegisterAccountNameSuccess (spec §2, §4): the name is registered and now the account's. */
export function bindRegisterAccountNameSuccessView({
  ctx,
}: Pick<NamesViewContext, 'ctx'>): ComponentType<ViewProps> {
  return function RegisterAccountNameSuccessView({ data }: ViewProps) {
    const name = typeof data?.name === 'string' ? data.name : undefined
    return (
      <div className="status">
        <h3>{name ?? 'Name registered'}</h3>
        <p role="status">This is now the name of your account.</p>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => ctx.router.reset('Account')}
        >
          Back to account
        </button>
      </div>
    )
  }
}
