/** Evaluators: the classical tapered evaluator, a material-only evaluator, eval traces and parameter sets. */
module io.github.augurchess.eval {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;
  requires transitive io.github.augurchess.movegen;

  exports io.github.augurchess.eval;
}
