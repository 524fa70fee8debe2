let counter = 0;

/** A number new in the page, for the ids of mounted inputs and challenge dialogs. */
export function nextCount(): number {
  counter += 1;
  return counter;
}
