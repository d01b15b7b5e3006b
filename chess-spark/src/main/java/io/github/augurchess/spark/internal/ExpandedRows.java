package io.github.augurchess.spark.internal;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;
import org.apache.spark.sql.Row;

/**
 * A partition's output rows made lazily from its input rows: each input row (a game) gives zero or
 * more output rows, so a partition never holds more than one game's rows. {@code atEnd} runs once,
 * when the input is exhausted.
 */
final class ExpandedRows implements Iterator<Row> {
  private final Iterator<Row> rows;
  private final Function<Row, List<Row>> expand;
  private final Runnable atEnd;
  private List<Row> pending = List.of();
  private int next;
  private boolean ended;

  ExpandedRows(Iterator<Row> rows, Function<Row, List<Row>> expand, Runnable atEnd) {
    this.rows = rows;
    this.expand = expand;
    this.atEnd = atEnd;
  }

  @Override
  public boolean hasNext() {
    while (next >= pending.size() && rows.hasNext()) {
      pending = expand.apply(rows.next());
      next = 0;
    }
    if (next >= pending.size() && !ended) {
      ended = true;
      atEnd.run();
    }
    return next < pending.size();
  }

  @Override
  public Row next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    return pending.get(next++);
  }
}
