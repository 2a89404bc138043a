/**
 * Helpers of the seat components' tests: a draw-call recorder standing in for a canvas context
 * (jsdom has no canvas). Rendering and styles: test/render.tsx.
 */
import type { DrawContext } from './draw'

type Call = { op: string; args: unknown[]; fillStyle: unknown; strokeStyle: unknown }

/** A `DrawContext` that records every call with the colours current at that moment. */
export function recorder(): DrawContext & { calls: Call[]; count(op: string, colour?: string): number } {
  const calls: Call[] = []
  const ctx = {
    fillStyle: '#000' as DrawContext['fillStyle'],
    strokeStyle: '#000' as DrawContext['strokeStyle'],
    lineWidth: 1,
    font: '',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    globalAlpha: 1,
    calls,
    count(op: string, colour?: string) {
      return calls.filter((c) => c.op === op && (colour === undefined || c.fillStyle === colour)).length
    },
  }
  for (const op of [
    'drawImage',
    'save',
    'restore',
    'translate',
    'rotate',
    'setTransform',
    'clearRect',
    'fillRect',
    'beginPath',
    'closePath',
    'moveTo',
    'lineTo',
    'arc',
    'rect',
    'fill',
    'stroke',
    'fillText',
  ]) {
    ;(ctx as Record<string, unknown>)[op] = (...args: unknown[]) =>
      calls.push({ op, args, fillStyle: ctx.fillStyle, strokeStyle: ctx.strokeStyle })
  }
  return ctx as DrawContext & { calls: Call[]; count(op: string, colour?: string): number }
}
