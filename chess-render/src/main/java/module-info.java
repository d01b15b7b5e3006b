/**
 * Chess positions as SVG documents, with Augur's own piece set drawn as paths. Headless: the
 * output is text, no graphics toolkit is involved.
 */
module io.github.augurchess.render {
  requires static org.checkerframework.checker.qual;
  requires transitive io.github.augurchess.api;

  exports io.github.augurchess.render;
}
