import { useMessages } from '@foyer/react-hooks'
import type { MessagePart } from '@foyer/sdk'
import type { ComponentType } from 'react'

/**
 * A route's screen with the parts of the English catalogue it shows beyond the core one (issue 16:
 * a route loads only its messages). The parts are in the route's chunk and are added before the
 * screen renders.
 */
export function withMessages<P extends object>(Screen: ComponentType<P>, ...parts: MessagePart[]): ComponentType<P> {
  function WithMessages(props: P) {
    useMessages(...parts)
    return <Screen {...props} />
  }
  WithMessages.displayName = `WithMessages(${Screen.displayName ?? Screen.name})`
  return WithMessages
}
