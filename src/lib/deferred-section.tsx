import { memo, Suspense, use, useEffect, useState, type ComponentType } from 'react';

type DeferredSection<P extends object> = ComponentType<P> & {
  /** Loads the section's code (once; again after a failure). A route awaits it in its loader: see deferredSection. */
  load: () => Promise<void>;
  /**
   * Wakes the section from the page's own code, for a change it has to show that did not start inside it (the game
   * opened from elsewhere on the page, say). Does nothing once it is awake.
   */
  wakeUp: () => void;
};

/** How far below (or above) the screen a deferred section starts waking up: half a screen ahead of the visitor. */
const NEAR_MARGIN = '50% 0px';
/** A visitor reaching into a section that is not awake yet wakes it at once. */
const WAKING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;
/** Set on a deferred section's element once it is hydrated (end-to-end tests tell a sleeping section by its absence). */
const SECTION_LIVE_ATTRIBUTE = 'data-live';

/**
 * A section far down a long server-rendered page whose code loads, and whose markup comes alive, when the visitor
 * nears it. The server's markup is on screen from the start and reads the same; what waits is the JavaScript that
 * makes its buttons and forms work. A phone opening the page then runs only the code of what it shows first, instead
 * of evaluating and hydrating every form, quiz, tab and map of the page in the same few long tasks that keep it from
 * answering a tap.
 *
 * `anchorId` is the id of the section's outermost element (the server's markup is found by it). The route showing
 * the section awaits `load` in its loader: the server then renders the section whole, and a visit from another page
 * of the site shows it at once. Only the first page, hydrated from the server's markup, waits for the visitor.
 */
export function deferredSection<P extends object>(
  anchorId: string,
  importSection: () => Promise<ComponentType<P>>,
  { wake = 'near' }: { wake?: Wake } = {},
): DeferredSection<P> {
  let Section: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let sleep: Sleep | undefined;
  // Woken by the page's code before it first slept: it does not wait for the visitor then.
  let wokenEarly = false;
  let ready: Promise<void> | undefined;
  // Whether the section has been rendered live (hydrated, or rendered by the browser) since the page started.
  let live = false;
  // The newest props the page passed, and how to render the host again with them once the section wakes.
  let latest: P | undefined;
  let renderLatest: (() => void) | undefined;
  const load = () =>
    (loading ??= importSection().then(
      (loaded) => {
        Section = loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function AwakeSection(props: P) {
    // While this suspends during hydration, React keeps the server's markup of the boundary below as it is.
    if (!Section) {
      sleep ??= wokenEarly ? AWAKE : sleepUntilNear(anchorId, wake);
      // The same promise on every render until it settles (React asks for that); after a failure, a retry loads again.
      use(
        (ready ??= sleep.woken.then(load).catch((error: unknown) => {
          ready = undefined;
          throw error;
        })),
      );
    }
    useEffect(() => {
      live = true;
      document.getElementById(anchorId)?.setAttribute(SECTION_LIVE_ATTRIBUTE, '');
      sleep?.awake();
      // Props that came while it slept (a refetch, a choice elsewhere on the page) show now that it is live.
      if (latest) renderLatest?.();
    }, []);
    const Loaded = Section!;
    return <Loaded {...props} />;
  }

  // Its own boundary, so each section wakes on its own. New props reaching a boundary that is still asleep would make
  // React throw the server's markup away and show the (empty) fallback, and the section would never be near anything
  // again: while asleep the host lets the page's renders pass it by, keeping the newest props aside, and renders
  // with them as soon as the section is live. Once live it updates like any memoized component.
  const DeferredSectionHost = memo(
    function DeferredSectionHost(props: P) {
      const [, setVersion] = useState(0);
      useEffect(() => {
        renderLatest = () => setVersion((version) => version + 1);
        // Leaving the page: a later visit starts from its own props.
        return () => {
          latest = undefined;
          renderLatest = undefined;
        };
      }, []);
      return (
        <Suspense fallback={null}>
          <AwakeSection {...(latest ?? props)} />
        </Suspense>
      );
    },
    (previous, next) => {
      // Compared with what the host last showed: after waking it showed the props kept aside, not the ones React
      // last gave it (a choice made while it slept, then undone in the live section, would otherwise look unchanged).
      const shown = latest ?? previous;
      latest = next;
      return !live || shallowEqual(shown, next);
    },
  );
  const wakeUp = () => {
    wokenEarly = true;
    sleep?.wakeUp();
  };
  return Object.assign(DeferredSectionHost, { load, wakeUp }) as unknown as DeferredSection<P>;
}

/**
 * What wakes a section: `near`, the visitor coming within half a screen of it (or reaching into it); `reached`, only
 * the visitor pressing, focusing or typing into it. `reached` suits a form or a button near the top of a page: woken
 * by being near, it would wake as soon as the page is live, and its code (a form library, a schema, a dialog) would
 * run in the first seconds anyway, where the page's blocking time is counted.
 */
type Wake = 'near' | 'reached';

type Sleep = {
  /** Resolves when the section is near the screen, or the visitor presses, taps or tabs into it. */
  woken: Promise<void>;
  /** Wakes it now. */
  wakeUp: () => void;
  /** Called once the section is hydrated: a press it held while asleep is replayed on the live markup. */
  awake: () => void;
};

const AWAKE: Sleep = { woken: Promise.resolve(), wakeUp: () => {}, awake: () => {} };

/**
 * Watches a sleeping section's server markup. A press on it before it is hydrated would be lost (React drops an
 * event on markup it cannot hydrate yet, and a button or link would do the browser's default instead), so the
 * press is held and replayed once the section is live: the visitor's tap is answered a moment late, not ignored.
 */
function sleepUntilNear(id: string, wake: Wake): Sleep {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return AWAKE;
  let wakeUp = () => {};
  const woken = new Promise<void>((resolve) => {
    wakeUp = resolve;
  });
  let held: HTMLElement | null = null;
  const inside = (event: Event): event is Event & { target: Node } => event.target instanceof Node && element.contains(event.target);
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wakeUp(), { rootMargin: NEAR_MARGIN });
  // On the document, in the capture phase, so these run before React's own listeners.
  const onReach = (event: Event) => inside(event) && wakeUp();
  const onPress = (event: Event) => {
    if (!inside(event)) return;
    wakeUp();
    // A link opened in a new tab or window (a modifier key held) is the browser's to open, at once.
    if (opensElsewhere(event)) return;
    event.preventDefault();
    event.stopPropagation();
    held = nearestHtmlElement(event.target);
  };
  // What the visitor types or chooses in the server's markup before the section is live: React's hydration leaves
  // a field's text alone, but a form library taking the fields over (react-hook-form writes its default values into
  // them) or a controlled field's state would lose it. It is given back to the live fields as if typed then.
  const typed = new Map<FieldElement, string>();
  const onType = (event: Event) => {
    if (inside(event) && isField(event.target)) typed.set(event.target, event.target.value);
  };
  if (wake === 'near') observer.observe(element);
  for (const type of WAKING_EVENTS) document.addEventListener(type, onReach, true);
  document.addEventListener('click', onPress, true);
  for (const type of TYPING_EVENTS) document.addEventListener(type, onType, true);
  void woken.then(() => {
    observer.disconnect();
    for (const type of WAKING_EVENTS) document.removeEventListener(type, onReach, true);
  });
  return {
    woken,
    wakeUp,
    awake: () => {
      document.removeEventListener('click', onPress, true);
      for (const type of TYPING_EVENTS) document.removeEventListener(type, onType, true);
      for (const [field, value] of typed) if (field.isConnected && field.value !== value) retype(field, value);
      typed.clear();
      const target = held;
      held = null;
      if (!target?.isConnected) return;
      // A press is a mouse-down (tabs switch on it), focus, then the click itself.
      target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      target.focus({ preventScroll: true });
      target.click();
    },
  };
}

const TYPING_EVENTS = ['input', 'change'] as const;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose value is its text or choice (a box's state, or a chosen file, cannot be set back this way). */
function isField(target: EventTarget): target is FieldElement {
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'file'].includes(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Puts a value back into a live field the way typing does: through the value setter of the element's type (React watches the
 * instance's, and would take the value for its own and see no change), then the events React and form libraries read.
 */
function retype(field: FieldElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function opensElsewhere(event: Event & { target: Node }): boolean {
  const withModifier = event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
  return withModifier && nearestHtmlElement(event.target)?.closest('a[href]') != null;
}

/** The element itself, or for a part of a drawing (an icon's path inside a button) the HTML element holding it. */
function nearestHtmlElement(node: Node): HTMLElement | null {
  let current: Node | null = node;
  while (current && !(current instanceof HTMLElement)) current = current.parentNode;
  return current;
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key as keyof typeof b]));
}
