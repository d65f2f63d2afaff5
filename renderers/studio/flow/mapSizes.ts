/** The sizes the map is drawn with (px), shared by the layout and the SVG. */
export const mapSizes = {
  nodeWidth: 168,
  nodePadding: 10,
  titleFont: '600 13px system-ui, sans-serif',
  titleLineHeight: 16,
  metaFont: '11px ui-monospace, SFMono-Regular, Menlo, monospace',
  metaLineHeight: 14,
  labelFont: '11px system-ui, sans-serif',
  labelLineHeight: 14,
  labelMaxWidth: 164,
  labelPadding: 4,
  /** The column before each label line for its number: journeys taking the rule, or visitors who took it. */
  labelCountWidth: 28,
  /** Rules shown in one label; more are summed up as "+N more". */
  labelMaxLines: 4,
  groupTitleHeight: 30,
  bandFont: '700 12px system-ui, sans-serif',
  /** Height of the visitors bar under a node's text, when drop-off numbers are shown. */
  statsHeight: 18,
} as const;

/** Room on the left for the stage bands' titles. */
export const bandGutter = 120;

