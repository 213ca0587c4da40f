import { AppKitError, ORIGIN_CHECK, type PluginContext } from '@appkit/kernel'

/**
 * The secure frame never becomes ready on a page whose origin the project does not allow: the
 * kit's origin check (spec §8 'Origin Not Allowed', which shows the alert) ends its load at once
 * instead of the 20 s load timeout. An unknown verdict (the check failed) lets it load.
 */
export function originBlocker(
  ctx: Pick<PluginContext, 'services'>,
): () => Promise<Error | undefined> {
  return async () => {
    const verdict = await ctx.services.get(ORIGIN_CHECK)?.verdict()
    if (verdict !== 'notAllowed') return undefined
    return new AppKitError('Origin Not Allowed', {
      category: 'SECURE_SITE_ERROR',
      code: 'ORIGIN_NOT_ALLOWED',
    })
  }
}
