import { useContext } from 'react'
import { ViewShownContext } from './ViewShownContext.js'

/**
 * False while the modal renders the view hidden, before it opens; true once it shows (and always
 * for a view not registered with `prerender`). A prerendered view asks nothing, focuses nothing
 * and starts nothing until it is true.
 */
export function useViewShown(): boolean {
  return useContext(ViewShownContext)
}
