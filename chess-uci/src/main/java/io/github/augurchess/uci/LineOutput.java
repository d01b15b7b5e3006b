package io.github.augurchess.uci;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * Where a front end writes its protocol lines. Whole lines are written and flushed under one
 * lock, because the search thread's {@code info} lines and the command thread's answers
 * interleave.
 */
final class LineOutput {
  private final PrintWriter out;

  LineOutput(Writer out) {
    this.out = out instanceof PrintWriter ? (PrintWriter) out : new PrintWriter(out);
  }

  synchronized void println(String line) {
    out.print(line);
    out.print('\n');
    out.flush();
  }
}
