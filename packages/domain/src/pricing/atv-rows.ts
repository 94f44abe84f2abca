/** One ATV reservation row: vehicles and hours of rental each. */
export interface AtvRow {
  quantity: number;
  hours: number;
}

/**
 * Several ATV rows show as one line (000 §3). The line keeps every vehicle-hour: quantity is the
 * vehicles together and hours their average, so quantity x hours x price is the rows' total.
 */
export function mergeAtvRows(rows: readonly AtvRow[]): { atvs: number; atvHours: number } {
  const atvs = rows.reduce((sum, row) => sum + row.quantity, 0);
  if (atvs === 0) return { atvs: 0, atvHours: 0 };
  const vehicleHours = rows.reduce((sum, row) => sum + row.quantity * row.hours, 0);
  return { atvs, atvHours: vehicleHours / atvs };
}
