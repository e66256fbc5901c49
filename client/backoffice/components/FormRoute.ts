// Route parameters of the back-office screens.

/** A route parameter as a positive whole id, or null (a screen then says 'not found'). */
export function routeId(value: string | undefined): number | null {
  if (value === undefined || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
