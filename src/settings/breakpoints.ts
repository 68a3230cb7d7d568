/** Breakpoints of docs/spec.md §9 (px, min widths) and the overlay-navigation breakpoint. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Below this width the navigation is an overlay drawer and the layout is forced vertical. */
export const OVERLAY_NAV_BREAKPOINT = 976;

/** The breakpoint a viewport width falls in. */
export function breakpointOf(width: number): Breakpoint {
  const w = Number.isFinite(width) ? width : 0;
  if (w >= BREAKPOINTS.xl) return 'xl';
  if (w >= BREAKPOINTS.lg) return 'lg';
  if (w >= BREAKPOINTS.md) return 'md';
  if (w >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/** True when the navigation is an overlay drawer at this width. */
export function isOverlayWidth(width: number): boolean {
  return width < OVERLAY_NAV_BREAKPOINT;
}
