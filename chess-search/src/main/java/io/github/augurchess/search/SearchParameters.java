package io.github.augurchess.search;

import io.github.augurchess.api.Excerpt;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The numeric settings of the search ({@link SearchParameter}): an immutable value, the engine's
 * own tested values by default. An engine takes a set when it is built ({@link
 * Engine.Builder#searchParameters}), so that engine authors and tuners can try other values
 * without a rebuild, and two engines in one JVM can search with different ones.
 *
 * <p>The text form is {@code key=value} pairs separated by commas or blanks, such as {@code
 * lmr.divisor=200, aspiration.delta=15}; parameters not named keep their defaults.
 *
 * <pre>{@code
 * SearchParameters wider = SearchParameters.parse("aspiration.delta=30");
 * Engine engine = Engine.builder().searchParameters(wider).build();
 * }</pre>
 */
public final class SearchParameters {
  private static final SearchParameter[] ALL = SearchParameter.values();
  private static final SearchParameters DEFAULTS = new SearchParameters(defaultValues());

  private final int[] values;

  private SearchParameters(int[] values) {
    this.values = values;
  }

  private static int[] defaultValues() {
    int[] values = new int[ALL.length];
    for (SearchParameter p : ALL) {
      values[p.ordinal()] = p.defaultValue();
    }
    return values;
  }

  /** The engine's own values. */
  public static SearchParameters defaults() {
    return DEFAULTS;
  }

  /**
   * The defaults with the values the text names ({@code key=value} pairs separated by commas or
   * blanks; empty text gives the defaults).
   *
   * @throws SearchParameterException naming the parameter and the column for an unknown name, a
   *     missing or non-integer value, a value out of range, or a name given twice
   */
  public static SearchParameters parse(String text) {
    int[] values = defaultValues();
    boolean[] seen = new boolean[ALL.length];
    int i = 0;
    while (i < text.length()) {
      if (isSeparator(text.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < text.length() && !isSeparator(text.charAt(i))) {
        i++;
      }
      String pair = text.substring(start, i);
      int equals = pair.indexOf('=');
      String key = equals < 0 ? pair : pair.substring(0, equals);
      SearchParameter p = SearchParameter.byKey(key)
          .orElseThrow(() -> new SearchParameterException(key, start + 1, "unknown parameter"));
      if (equals < 0) {
        throw new SearchParameterException(key, start + 1, "missing '=value'");
      }
      String number = pair.substring(equals + 1);
      int valueColumn = start + equals + 2;
      values[p.ordinal()] = checked(p, parseInteger(key, number, valueColumn), valueColumn);
      if (seen[p.ordinal()]) {
        throw new SearchParameterException(key, start + 1, "given twice");
      }
      seen[p.ordinal()] = true;
    }
    return new SearchParameters(values);
  }

  private static boolean isSeparator(char c) {
    return c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r';
  }

  /** An optional ASCII sign and ASCII digits only (Integer.parseInt takes digits of any script). */
  private static int parseInteger(String key, String number, int column) {
    int digits = !number.isEmpty() && (number.charAt(0) == '-' || number.charAt(0) == '+') ? 1 : 0;
    boolean ascii = digits < number.length();
    for (int i = digits; i < number.length(); i++) {
      ascii &= number.charAt(i) >= '0' && number.charAt(i) <= '9';
    }
    try {
      if (ascii) {
        return Integer.parseInt(number);
      }
    } catch (NumberFormatException e) {
      // Too many digits for an int: reported below like any other non-integer.
    }
    throw new SearchParameterException(key, column, "not an integer: " + Excerpt.quoted(number));
  }

  private static int checked(SearchParameter p, int value, int column) {
    if (value < p.min() || value > p.max()) {
      throw new SearchParameterException(p.key(), column,
          value + " is out of range " + p.min() + ".." + p.max());
    }
    return value;
  }

  /** The value of a parameter. */
  public int get(SearchParameter parameter) {
    return values[parameter.ordinal()];
  }

  /**
   * These values with one changed.
   *
   * @throws SearchParameterException if the value is out of the parameter's range
   */
  public SearchParameters with(SearchParameter parameter, int value) {
    checked(parameter, value, 0);
    int[] changed = values.clone();
    changed[parameter.ordinal()] = value;
    return new SearchParameters(changed);
  }

  /** Every parameter as {@code key=value}, comma-separated, in {@link SearchParameter} order. */
  public String format() {
    return join(false);
  }

  /**
   * The parameters that differ from the defaults, as {@link #format} writes them (empty for the
   * defaults): {@link #parse} of it gives these values back.
   */
  public String formatChanges() {
    return join(true);
  }

  private String join(boolean changesOnly) {
    StringJoiner text = new StringJoiner(", ");
    for (SearchParameter p : ALL) {
      if (!changesOnly || isChanged(p)) {
        text.add(p.key() + "=" + values[p.ordinal()]);
      }
    }
    return text.toString();
  }

  /**
   * The parameters that differ from the defaults and their values, in {@link SearchParameter}
   * order; empty for the defaults.
   */
  public Map<SearchParameter, Integer> changes() {
    Map<SearchParameter, Integer> changes = new EnumMap<>(SearchParameter.class);
    for (SearchParameter p : ALL) {
      if (isChanged(p)) {
        changes.put(p, values[p.ordinal()]);
      }
    }
    return Collections.unmodifiableMap(changes);
  }

  private boolean isChanged(SearchParameter p) {
    return values[p.ordinal()] != p.defaultValue();
  }

  /** The parameters that differ from the defaults ({@link #formatChanges}). */
  @Override
  public String toString() {
    return "SearchParameters[" + formatChanges() + "]";
  }

  @Override
  public boolean equals(@org.checkerframework.checker.nullness.qual.Nullable Object other) {
    return other instanceof SearchParameters && Arrays.equals(values, ((SearchParameters) other).values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }
}
