/** The custom range's two date fields: a line of their own on phones, beside the range on wider screens. */
export const CUSTOM_RANGE_SX = {
  display: 'flex',
  gap: 1.5,
  flex: { xs: '1 1 100%', md: '0 1 auto' },
  minWidth: { md: 352 },
} as const;
