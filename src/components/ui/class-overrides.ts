/**
 * A component's own classes with a caller's: a caller's class replaces the component's class of the same kind (its
 * `bg-white` replaces a button variant's background, `size-8` the size's height and width, `py-24` an error's
 * padding), as tailwind-merge (`cn`) decides, and anything else is added. It knows only the kinds that the components
 * every page renders (Button, LoadError, Card, Badge, Spinner) set, which keeps tailwind-merge and its table of every
 * Tailwind utility out of the pages (building that table is a long pause on a phone while a page hydrates); other
 * components use `cn`.
 */
export function overrideClasses(own: string, extra: string | undefined): string {
  if (!extra) return own;
  const extraClasses = extra.split(/\s+/).filter(Boolean);
  const replaced = new Set(extraClasses.flatMap(kindsReplacedBy));
  const kept = own.split(' ').filter((name) => !replaced.has(kindOf(name)));
  return [...kept, ...extraClasses].join(' ');
}

const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const FONT_SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl']);

/** A class's kind: its variants (`hover:`, `sm:`) and the property it sets, or the class itself when not a kind known here. */
function kindOf(name: string): string {
  const split = name.lastIndexOf(':') + 1;
  const variants = name.slice(0, split);
  const utility = name.slice(split).replace(/^!/, '');
  return variants + propertyOf(utility);
}

function propertyOf(utility: string): string {
  const dash = utility.indexOf('-', utility.startsWith('-') ? 1 : 0);
  const head = dash === -1 ? utility : utility.slice(0, dash);
  const value = dash === -1 ? '' : utility.slice(dash + 1);
  switch (head) {
    // Every `bg-*` is one kind here: tailwind-merge too takes Tailwind 3's `bg-gradient-*` (a card's) for a colour.
    case 'bg':
    case 'p':
    case 'shadow':
    case 'rounded':
    case 'gap':
    case 'h':
    case 'w':
    case 'px':
    case 'py':
    case 'size':
      return head;
    case 'whitespace':
    case 'items':
      return head;
    case 'justify':
      return value.startsWith('items-') || value.startsWith('self-') ? utility : head;
    case 'font':
      return FONT_WEIGHTS.has(value) ? 'font-weight' : 'font-family';
    case 'text':
      if (FONT_SIZES.has(value.split('/')[0] ?? '')) return 'font-size';
      return ['left', 'center', 'right', 'justify', 'start', 'end'].includes(value) ? 'text-align' : 'text-color';
    case 'border':
      return value === '' || /^[0-9]+$/.test(value)
        ? 'border-width'
        : value.startsWith('x-') || value.startsWith('y-') || value.length === 1
          ? utility
          : 'border-color';
    default:
      return utility;
  }
}

/** The kinds a caller's class replaces: its own, and for shorthands (`size-*`, `p-*`) the kinds they cover. */
function kindsReplacedBy(name: string): string[] {
  const kind = kindOf(name);
  const variants = kind.slice(0, kind.lastIndexOf(':') + 1);
  const property = kind.slice(variants.length);
  if (property === 'size') return [kind, `${variants}h`, `${variants}w`];
  if (property === 'p') return [kind, `${variants}px`, `${variants}py`];
  return [kind];
}
