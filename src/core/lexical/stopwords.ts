/**
 * Function words dropped from the keyword half of semantic search, where a question like "what does
 * the bible say about worry" should match on `worry`, not on `what` and `the`. Exact keyword search
 * keeps every word the user typed.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can
  could did do does doing down during each few for from further had has have having he her here hers herself him himself his
  how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves
  out over own same she should so some such than that the their theirs them themselves then there these they this those through
  to too under until up very was we were what when where which while who whom why will with would you your yours yourself
  yourselves bible scripture scriptures verse verses say says said tell tells about regarding`.split(/\s+/),
);
