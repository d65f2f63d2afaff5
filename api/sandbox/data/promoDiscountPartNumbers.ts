/** SPEC §9 "Discount part numbers exist for wiper, rain repel, generic and glass cleaner discounts (the numbers are not shown)": ours. */
export const promoDiscountPartNumbers = {
  wiper: 'DSC-WIPER-01',
  rainRepel: 'DSC-RAINREPEL-01',
  generic: 'DSC-GENERIC-01',
  glassCleaner: 'DSC-GLASSCLEANER-01',
} as const;
