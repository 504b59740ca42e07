import { LOADING_OVERLAY_MS, messages } from '@labmall/rules';

/** Where the overlay is drawn: the DOM in the browser, a recorder in tests. */
export interface OverlayView {
  show(text: string): void;
  hide(): void;
}

/**
 * The full-page loading overlay's behaviour: `show()` (again) re-arms a timer that closes it after
 * 10000 ms (SPEC §9), so a call that never settles cannot leave the page blocked; `hide()` closes it.
 * One overlay, not a counter: the last `hide()` or the timer wins. The view is created on the first
 * `show()`, so nothing touches the DOM before a browser actually needs it.
 */
export class OverlayController {
  #view: OverlayView | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #open = false;
  readonly #createView: () => OverlayView;
  readonly #autoCloseMs: number;

  constructor(createView: () => OverlayView, autoCloseMs: number = LOADING_OVERLAY_MS) {
    this.#createView = createView;
    this.#autoCloseMs = autoCloseMs;
  }

  get open(): boolean {
    return this.#open;
  }

  show(text: string = messages.LOADING): void {
    this.#view ??= this.#createView();
    this.#view.show(text);
    this.#open = true;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.hide(), this.#autoCloseMs);
  }

  hide(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#open) return;
    this.#open = false;
    this.#view?.hide();
  }
}
