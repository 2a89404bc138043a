/**
 * What the page's own main thread did after its first contentful paint, read from a Lighthouse
 * run's trace: the CPU time of its tasks, the wall time of the same tasks, and the blocking time
 * those tasks would make at their CPU time under Lighthouse's slowdown (Σ max(0, slowdown × CPU −
 * 50 ms), TBT's rule). A diagnosis printed beside Lighthouse's TBT, never a target.
 *
 * Why: Lighthouse's simulated TBT multiplies each task's wall time. On a 2-core machine the
 * renderer shares the cores with Chromium's browser and GPU processes, Lighthouse itself, nginx and
 * the sandbox, so a task's wall time also holds the time it waited for a core; on a phone none of
 * those but the browser's own run beside the page. Wall time over CPU time is that wait.
 *
 * The tasks counted are those after the run's own FCP; Lighthouse's simulation may move a task of
 * the run from before its FCP to after the simulated one, which this does not count.
 */
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'

/** The main thread after FCP, ms. */
export interface MainThreadFigure {
  /** CPU time of the main thread's tasks after FCP. */
  cpu: number
  /** Wall time of the same tasks. */
  wall: number
  /** The blocking time of those tasks at their CPU time, slowed down as Lighthouse's CPU is. */
  cpuBlocking: number
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The event's CPU time (thread clock), µs. */
  tdur?: number
}

/** Reads the figure from a run's trace; null when the trace has no FCP or no CPU times. */
export function mainThreadAfterFcp(traceEvents: readonly TraceEvent[], slowdown: number): MainThreadFigure | null {
  try {
    const processed = TraceProcessor.processTrace({ traceEvents } as never)
    const fcp = TraceProcessor.processNavigation(processed).firstContentfulPaintEvt?.ts
    if (fcp === undefined) return null
    const tasks = (processed.mainThreadEvents as TraceEvent[]).filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp,
    )
    if (!tasks.some((t) => t.tdur !== undefined)) return null
    let cpu = 0
    let wall = 0
    let cpuBlocking = 0
    for (const task of tasks) {
      const taskCpu = (task.tdur ?? 0) / 1000
      cpu += taskCpu
      wall += (task.dur ?? 0) / 1000
      cpuBlocking += Math.max(0, slowdown * taskCpu - 50)
    }
    return { cpu: Math.round(cpu), wall: Math.round(wall), cpuBlocking: Math.round(cpuBlocking) }
  } catch {
    return null
  }
}
