package io.github.augurchess.pgn;

import java.util.List;

/**
 * The records of an EPD input and the lines it refused.
 *
 * @param records the valid records, in line order
 * @param errors one per refused line, in line order
 */
public record EpdRecords(List<EpdRecord> records, List<EpdException> errors) {
  /** Copies both lists, so the result does not change with them. */
  public EpdRecords {
    records = List.copyOf(records);
    errors = List.copyOf(errors);
  }
}
