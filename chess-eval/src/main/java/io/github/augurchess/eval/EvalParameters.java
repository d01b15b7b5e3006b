package io.github.augurchess.eval;

import io.github.augurchess.api.Excerpt;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The weights of the {@link ClassicalEvaluator}: an immutable vector of integers (centipawns, or
 * 64ths for scale factors), each with a name such as {@code passed_pawn.rank6.eg}. Weights are
 * addressable by index as well as by name, so that a tuner can treat them as a vector.
 *
 * <p>The text form has one {@code name value} pair a line, separated by spaces or tabs, the value
 * an integer in ASCII digits with an optional sign; {@code #} starts a comment, blank lines are
 * ignored. A file read with {@link #read(Path)} may give any subset of the weights: the others
 * keep their defaults. The defaults ship in the jar.
 *
 * <pre>{@code
 * EvalParameters tuned = EvalParameters.read(Path.of("tuned.params"));
 * Evaluator evaluator = new ClassicalEvaluator(tuned);
 * tuned.with("tempo.mg", 20).write(Path.of("more-tempo.params"));
 * }</pre>
 */
public final class EvalParameters {
  private static final String DEFAULT_RESOURCE = "default.params";
  private static final Map<String, Integer> INDEX = indexByName();

  private final int[] values;

  private EvalParameters(int[] values) {
    this.values = values;
  }

  private static Map<String, Integer> indexByName() {
    Map<String, Integer> index = new HashMap<>();
    List<String> names = ParameterLayout.names();
    for (int i = 0; i < names.size(); i++) {
      index.put(names.get(i), i);
    }
    return Map.copyOf(index);
  }

  /** The weights shipped in the jar ({@code io/github/augurchess/eval/default.params}). */
  public static EvalParameters defaults() {
    return Defaults.VALUE;
  }

  /** Holds the defaults, read once when first asked for. */
  private static final class Defaults {
    static final EvalParameters VALUE = readDefaults();
  }

  private static EvalParameters readDefaults() {
    InputStream in = EvalParameters.class.getResourceAsStream(DEFAULT_RESOURCE);
    if (in == null) {
      throw new IllegalStateException("missing resource " + DEFAULT_RESOURCE);
    }
    try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      boolean[] seen = new boolean[ParameterLayout.SIZE];
      int[] values = parse(reader, new int[ParameterLayout.SIZE], seen);
      for (int i = 0; i < seen.length; i++) {
        if (!seen[i]) {
          throw new IllegalStateException(DEFAULT_RESOURCE + " lacks " + ParameterLayout.name(i));
        }
      }
      return new EvalParameters(values);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads a parameter file; weights it does not name keep their defaults.
   *
   * @throws ParameterFileException if a line is malformed (with the line and the name)
   * @throws IOException if the file cannot be read
   */
  public static EvalParameters read(Path file) throws IOException {
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(reader);
    }
  }

  /** Reads parameter text from a reader, as {@link #read(Path)}. */
  public static EvalParameters read(Reader reader) throws IOException {
    int[] values = parse(reader, defaults().values.clone(), new boolean[ParameterLayout.SIZE]);
    return new EvalParameters(values);
  }

  /** Reads parameter text, as {@link #read(Path)}. */
  public static EvalParameters parse(String text) {
    try {
      return read(new StringReader(text));
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringReader does not fail
    }
  }

  /**
   * The parameters with these values, by index.
   *
   * @throws IllegalArgumentException if the length is not {@link #size()} or a value is out of its
   *     weight's range
   */
  public static EvalParameters of(int[] values) {
    if (values.length != ParameterLayout.SIZE) {
      throw new IllegalArgumentException("expected " + ParameterLayout.SIZE + " values, got " + values.length);
    }
    for (int i = 0; i < values.length; i++) {
      checkRange(i, values[i]);
    }
    return new EvalParameters(values.clone());
  }

  private static int[] parse(Reader reader, int[] values, boolean[] seen) throws IOException {
    int[] firstLine = new int[values.length];
    BufferedReader lines = reader instanceof BufferedReader ? (BufferedReader) reader : new BufferedReader(reader);
    int lineNumber = 0;
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      lineNumber++;
      parseLine(line, lineNumber, values, seen, firstLine);
    }
    return values;
  }

  private static void parseLine(String line, int lineNumber, int[] values, boolean[] seen, int[] firstLine) {
    int hash = line.indexOf('#');
    String content = hash >= 0 ? line.substring(0, hash) : line;
    int nameStart = skipBlanks(content, 0);
    if (nameStart == content.length()) {
      return;
    }
    int nameEnd = skipWord(content, nameStart);
    String name = content.substring(nameStart, nameEnd);
    Integer index = INDEX.get(name);
    if (index == null) {
      throw new ParameterFileException(line, name, lineNumber, nameStart + 1, "unknown parameter");
    }
    int valueStart = skipBlanks(content, nameEnd);
    if (valueStart == content.length()) {
      throw new ParameterFileException(line, name, lineNumber, nameEnd + 1, "missing value");
    }
    int valueEnd = skipWord(content, valueStart);
    String text = content.substring(valueStart, valueEnd);
    int value;
    try {
      // Integer.parseInt alone would read digits of any script (U+0661 as 1): ASCII only here.
      if (!isAsciiInteger(text)) {
        throw new NumberFormatException(text);
      }
      value = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new ParameterFileException(line, name, lineNumber, valueStart + 1, "not an integer: " + Excerpt.quoted(text));
    }
    int i = index;
    if (value < ParameterLayout.min(i) || value > ParameterLayout.max(i)) {
      throw new ParameterFileException(line, name, lineNumber, valueStart + 1,
          value + " is out of range " + ParameterLayout.min(i) + ".." + ParameterLayout.max(i));
    }
    int rest = skipBlanks(content, valueEnd);
    if (rest != content.length()) {
      throw new ParameterFileException(line, name, lineNumber, rest + 1, "unexpected text after the value");
    }
    if (seen[i]) {
      throw new ParameterFileException(line, name, lineNumber, nameStart + 1,
          "given twice (first on line " + firstLine[i] + ")");
    }
    seen[i] = true;
    firstLine[i] = lineNumber;
    values[i] = value;
  }

  /** An optional ASCII sign and at least one ASCII digit. */
  private static boolean isAsciiInteger(String text) {
    int start = !text.isEmpty() && (text.charAt(0) == '-' || text.charAt(0) == '+') ? 1 : 0;
    if (start == text.length()) {
      return false;
    }
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /**
   * Blanks are spaces and tabs only: Character.isWhitespace would also take the control
   * characters U+001C to U+001F and Unicode spaces, which then passed unseen through a name.
   */
  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }

  private static int skipBlanks(String s, int from) {
    int i = from;
    while (i < s.length() && isBlank(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int skipWord(String s, int from) {
    int i = from;
    while (i < s.length() && !isBlank(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static void checkRange(int index, int value) {
    if (value < ParameterLayout.min(index) || value > ParameterLayout.max(index)) {
      throw new IllegalArgumentException(ParameterLayout.name(index) + " = " + value + " is out of range "
          + ParameterLayout.min(index) + ".." + ParameterLayout.max(index));
    }
  }

  /** Writes every weight, one {@code name value} line each, a blank line between families. */
  public void write(Writer out) throws IOException {
    out.write("# Augur classical evaluation parameters: name value (centipawns; scale in 64ths)\n");
    String family = "";
    for (int i = 0; i < values.length; i++) {
      String name = ParameterLayout.name(i);
      String nameFamily = name.substring(0, name.indexOf('.'));
      if (!nameFamily.equals(family)) {
        out.write('\n');
        family = nameFamily;
      }
      out.write(name + " " + values[i] + "\n");
    }
  }

  /** Writes every weight to a file (UTF-8), as {@link #write(Writer)}. */
  public void write(Path file) throws IOException {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      write(out);
    }
  }

  /** The text {@link #write(Writer)} produces. */
  public String format() {
    java.io.StringWriter out = new java.io.StringWriter();
    try {
      write(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** The number of weights. */
  public int size() {
    return values.length;
  }

  /** The name of the weight at an index. */
  public String name(int index) {
    return ParameterLayout.name(index);
  }

  /** Every name, in index order. */
  public static List<String> names() {
    return ParameterLayout.names();
  }

  /** The index of a named weight, or -1 if there is none of that name. */
  public static int indexOf(String name) {
    Integer index = INDEX.get(name);
    return index == null ? -1 : index;
  }

  /** The value at an index. */
  public int value(int index) {
    return values[index];
  }

  /**
   * The value of a named weight.
   *
   * @throws IllegalArgumentException if no weight has that name
   */
  public int value(String name) {
    return values[requireIndex(name)];
  }

  /**
   * Whether the weight at an index belongs to the endgame score (its name ends in {@code .eg});
   * the others belong to the middlegame score, or are scale factors and phase weights.
   */
  public static boolean isEndgame(int index) {
    return ParameterLayout.isEndgame(index);
  }

  /**
   * Whether the classical evaluator's score is linear in this weight, which {@link EvalFeatures}
   * then counts: every weight but the {@code scale.*} factors and the {@code phase.*} weights.
   */
  public static boolean isLinear(int index) {
    return ParameterLayout.isLinear(index);
  }

  /** The lowest value the weight at {@code index} may take. */
  public static int minValue(int index) {
    return ParameterLayout.min(index);
  }

  /** The highest value the weight at {@code index} may take. */
  public static int maxValue(int index) {
    return ParameterLayout.max(index);
  }

  /** A copy with one weight changed. */
  public EvalParameters with(int index, int value) {
    checkRange(index, value);
    int[] copy = values.clone();
    copy[index] = value;
    return new EvalParameters(copy);
  }

  /** A copy with one named weight changed. */
  public EvalParameters with(String name, int value) {
    return with(requireIndex(name), value);
  }

  /** The values as a new array, by index. */
  public int[] toArray() {
    return values.clone();
  }

  private static int requireIndex(String name) {
    Integer index = INDEX.get(name);
    if (index == null) {
      throw new IllegalArgumentException("no parameter named " + name);
    }
    return index;
  }

  @Override
  public boolean equals(@org.checkerframework.checker.nullness.qual.Nullable Object other) {
    return other instanceof EvalParameters && Arrays.equals(values, ((EvalParameters) other).values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    return "EvalParameters(" + values.length + " weights)";
  }
}
