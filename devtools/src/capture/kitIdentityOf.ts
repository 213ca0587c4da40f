import type { PluginContext } from '@appkit/kernel'

/**
 * Which kit a plugin context (or the kit itself) belongs to: the kit's options object, which the
 * kernel builds once per kit and hands unchanged to every plugin's context.
 */
export function kitIdentityOf(source: Pick<PluginContext, 'options'>): object {
  return source.options
}
