import { LOADING_BAR } from '@labmall/rules';

/** hidden → running (creeping toward ~90 %) → done (full width) → hidden again. */
export type BarPhase = 'hidden' | 'running' | 'done';

export interface BarState {
  phase: BarPhase;
  /** Width in percent. */
  progress: number;
  /** Counts runs: a new run gets a fresh bar element, so it never animates back from 100 %. */
  run: number;
}

export interface BarTiming {
  /** A navigation quicker than this never shows the bar (SPEC/issue: 200 ms throttle). */
  throttleMs: number;
  /** About how long the bar takes to creep to `maxProgress` (~5 s). */
  durationMs: number;
  /** How long the full bar stays before it hides once loading is done (500 ms). */
  hideDelayMs: number;
  /** How often progress moves; the bar's CSS transition lasts as long, so it glides. */
  tickMs: number;
  /** Where the bar waits while loading takes longer than `durationMs`. */
  maxProgress: number;
}

export const BAR_TIMING: BarTiming = { ...LOADING_BAR, tickMs: 200, maxProgress: 90 };

export const BAR_HIDDEN: BarState = { phase: 'hidden', progress: 0, run: 0 };

/** Progress after `elapsed` ms of a run: fast at first, easing out to `max` at `duration`. */
export function barProgress(elapsed: number, duration: number, max: number): number {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  return max * (1 - (1 - t) ** 2);
}

/**
 * The top loading bar's timing, apart from React: `start()` when a navigation begins, `done()` when it
 * ends; every change goes to `onChange`. Timers only (no DOM), so fake timers can drive it in tests.
 */
export class LoadingBarController {
  #state: BarState = BAR_HIDDEN;
  #elapsed = 0;
  #showTimer: ReturnType<typeof setTimeout> | undefined;
  #tickTimer: ReturnType<typeof setInterval> | undefined;
  #hideTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #onChange: (state: BarState) => void;
  readonly #timing: BarTiming;

  constructor(onChange: (state: BarState) => void, timing: BarTiming = BAR_TIMING) {
    this.#onChange = onChange;
    this.#timing = timing;
  }

  get state(): BarState {
    return this.#state;
  }

  start(): void {
    if (this.#showTimer !== undefined || this.#state.phase === 'running') return;
    if (this.#state.phase === 'done') {
      // Another navigation while the finished bar is still showing: run again at once.
      this.#clear();
      this.#run();
      return;
    }
    this.#showTimer = setTimeout(() => {
      this.#showTimer = undefined;
      this.#run();
    }, this.#timing.throttleMs);
  }

  done(): void {
    if (this.#showTimer !== undefined) {
      // Finished within the throttle: the bar never shows.
      clearTimeout(this.#showTimer);
      this.#showTimer = undefined;
      return;
    }
    if (this.#state.phase !== 'running') return;
    this.#clear();
    this.#emit({ ...this.#state, phase: 'done', progress: 100 });
    this.#hideTimer = setTimeout(() => {
      this.#hideTimer = undefined;
      this.#emit({ ...this.#state, phase: 'hidden' });
    }, this.#timing.hideDelayMs);
  }

  dispose(): void {
    this.#clear();
  }

  #run() {
    const { tickMs, durationMs, maxProgress } = this.#timing;
    this.#elapsed = 0;
    this.#emit({ phase: 'running', progress: 0, run: this.#state.run + 1 });
    this.#tickTimer = setInterval(() => {
      this.#elapsed += tickMs;
      this.#emit({ ...this.#state, progress: barProgress(this.#elapsed, durationMs, maxProgress) });
      if (this.#elapsed >= durationMs) {
        clearInterval(this.#tickTimer);
        this.#tickTimer = undefined;
      }
    }, tickMs);
  }

  #clear() {
    clearTimeout(this.#showTimer);
    clearInterval(this.#tickTimer);
    clearTimeout(this.#hideTimer);
    this.#showTimer = this.#tickTimer = this.#hideTimer = undefined;
  }

  #emit(state: BarState) {
    this.#state = state;
    this.#onChange(state);
  }
}
