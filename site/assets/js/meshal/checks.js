// Meshal's rule for an ability that its schema cannot say, for the workshop's checker
// (Kind.browser_check): checks.py's `ability`, which `meshal validate` runs. A talent is rank 0,
// and only a talent.

/** [message code, field path, fields] for each problem of an ability's data. */
export function* ability(data) {
  if (!("rank" in data)) return;
  const talent = data.occupation === "talent";
  if (talent && data.rank !== 0) yield ["ability-talent-rank", ["rank"], { rank: data.rank }];
  else if (!talent && data.rank === 0) yield ["ability-rank-zero", ["rank"], {}];
}
