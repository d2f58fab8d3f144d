// The coin's rule its schema does not say (checks.py, which `meshal validate` runs), for the host's
// workshop: a coin that always lands the same way is no flip.

const SURE = [0, 100]; // as checks.SURE

/** [message code, field path, fields] for each problem of a coin's data. */
export function* coin(data) {
  if (SURE.includes(data.heads)) yield ["coin-certain", ["heads"], { heads: data.heads }];
}
