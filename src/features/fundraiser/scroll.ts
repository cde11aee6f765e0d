/** Smooth-scrolls to a section of the page (instantly when the visitor prefers reduced motion) and moves focus there. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}
