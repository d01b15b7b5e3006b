package io.github.augurchess.spark.internal;

import io.github.augurchess.api.SearchLimits;

/**
 * Search limits written as text for SQL: {@code nodes=N}, {@code depth=N}, {@code movetime=MS},
 * comma-separated, the search stopping at the first reached.
 */
public final class SearchLimitsText {
  private SearchLimitsText() {}

  /**
   * The limits the text sets.
   *
   * @throws IllegalArgumentException if the text sets none or holds anything else
   */
  public static SearchLimits parse(String text) {
    SearchLimits.Builder limits = SearchLimits.builder();
    boolean any = false;
    for (String part : text.split(",")) {
      String item = part.trim();
      int eq = item.indexOf('=');
      if (eq < 0) {
        throw new IllegalArgumentException("a search limit is NAME=VALUE (nodes, depth, movetime): \"" + quote(text) + "\"");
      }
      String name = item.substring(0, eq).trim();
      long value;
      try {
        value = Long.parseLong(item.substring(eq + 1).trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("the search limit " + name + " needs a whole number: \"" + quote(text) + "\"", e);
      }
      switch (name) {
        case "nodes" -> limits.nodes(value);
        case "depth" -> limits.depth((int) Math.min(Integer.MAX_VALUE, value));
        case "movetime" -> limits.moveTime(value);
        default -> throw new IllegalArgumentException(
            "unknown search limit " + name + " (nodes, depth, movetime): \"" + quote(text) + "\"");
      }
      any = true;
    }
    if (!any) {
      throw new IllegalArgumentException("no search limit in \"" + quote(text) + "\"");
    }
    return limits.build();
  }

  private static String quote(String text) {
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }
}
