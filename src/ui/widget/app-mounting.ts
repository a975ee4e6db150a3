/**
 * When and how an element's React tree comes: its code loads after the first paint, then renders
 * in place of the drawn first screen; if the code does not arrive, the person is told and can try
 * again (docs/decisions/0250-first-screen-before-react.md). No React here: this is in the first load.
 */
import type { DrawnScreen } from './first-screen';
import { showNotLoaded, type NotLoadedNotice } from './not-loaded';

export interface MountedApp {
  unmount(): void;
}

/** A widget's React chunk: renders its tree into the shadow root, handing the drawn screen over. */
export interface AppModule {
  /** Undefined when React rendered nothing (an error it reported), which the element then says. */
  mount(root: ShadowRoot, drawn: DrawnScreen | undefined): MountedApp | undefined;
}

export class AppMounting {
  #mounted: MountedApp | undefined;
  #notice: NotLoadedNotice | undefined;
  /** Each start's number: a load that ends after a stop or a later start does nothing. */
  #run = 0;
  #failures = 0;

  constructor(
    private readonly root: ShadowRoot,
    private readonly load: () => Promise<AppModule>,
    /** The drawn first screen, which the first mount takes. */
    private readonly takeDrawn: () => DrawnScreen | undefined,
  ) {}

  start(): void {
    const run = ++this.#run;
    this.load().then(
      (module) => {
        if (run !== this.#run) return;
        this.#notice?.remove();
        this.#notice = undefined;
        this.#mounted = module.mount(this.root, this.takeDrawn());
        if (!this.#mounted) this.#failed(run);
      },
      () => run === this.#run && this.#failed(run),
    );
  }

  /** The element left the page: React unmounts, and a load still on its way is not rendered. */
  stop(): void {
    this.#run++;
    this.#mounted?.unmount();
    this.#mounted = undefined;
  }

  /** The first failure offers to try again; a later one, to reload the page. */
  #failed(run: number): void {
    const hadFocus = this.#notice?.node.contains(this.root.activeElement) ?? false;
    this.#notice?.remove();
    this.#failures += 1;
    const notice = showNotLoaded(this.root, this.#failures === 1 ? () => run === this.#run && this.start() : undefined);
    this.#notice = notice;
    this.takeDrawn()?.remove(notice.button);
    if (hadFocus) notice.button.focus();
  }
}
