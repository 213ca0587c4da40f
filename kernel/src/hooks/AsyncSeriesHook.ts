import { AsyncHookBase } from './AsyncHookBase.js'

/** Taps run one after another; the first error stops the series. */
export class AsyncSeriesHook<T extends unknown[]> extends AsyncHookBase<T, void> {
  protected readonly mode = 'ignore'
}
