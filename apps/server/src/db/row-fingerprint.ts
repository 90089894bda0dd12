/**
 * SQL for which version of a team's rows of `table` a reader saw: their count and the sum of
 * their `xmin`, the id of the transaction that wrote each. Every committed insert, update or
 * delete changes it: the rows a transaction writes carry an id above those they replace, so
 * the sum can only rise, and a delete lowers the count. Cheaper than hashing the rows' contents.
 * The team figures' cache key (decision 0087) and the append guard's roster (decision 0088).
 * `teamId` is an SQL expression (a column of the outer query), never user input.
 */
export const teamRowsFingerprint = (table: string, teamId: string) =>
  `(select count(*)::text || '.' || coalesce(sum(x.xmin::text::bigint), 0)::text from ${table} x where x.team_id = ${teamId})`;
