/** The design tokens' hues as SVG fills (chart attributes cannot read CSS variables). */
export const CHART_COLORS = {
  accent: '#8a4a25',
  accentLight: '#c2793f',
  info: '#3d5a75',
  success: '#3f6b45',
  muted: '#cdbfae',
} as const;
