package io.github.augurchess.pgn;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenLeniency;
import io.github.augurchess.movegen.Game;
import io.github.augurchess.movegen.SanMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A game read from PGN (or built in code): its tags in order, its start position, its tree of
 * moves with comments, NAGs and variations, its result, and the problems met while reading it.
 *
 * <pre>{@code
 * PgnGame game = new PgnGame();
 * game.setTag("White", "Morphy");
 * GameNode node = game.root().addMove(Move.of(Square.E2, Square.E4));
 * node.addComment("best by test");
 * game.setResult("*");
 * List<Move> moves = game.mainLine();
 * Board end = game.finalBoard();
 * }</pre>
 */
public final class PgnGame {
  /** White won. */
  public static final String WHITE_WINS = "1-0";
  /** Black won. */
  public static final String BLACK_WINS = "0-1";
  /** A draw. */
  public static final String DRAW = "1/2-1/2";
  /** Unfinished, unknown or abandoned. */
  public static final String UNKNOWN = "*";

  /** Leniencies that a position already checked (perhaps after a repair) may need when read back. */
  private static final FenLeniency[] CHECKED_POSITION = {FenLeniency.INCONSISTENT_CLOCKS, FenLeniency.IMPOSSIBLE_MATERIAL};

  private final int index;
  private final LinkedHashMap<String, String> tags = new LinkedHashMap<>();
  private String startFen;
  private Variant variant;
  private final GameNode root = GameNode.root();
  private String result = UNKNOWN;
  private final List<PgnException> errors = new ArrayList<>(0);

  /** A new game from the standard start position, without tags, result {@code *}. */
  public PgnGame() {
    this(0, Fen.STARTING_POSITION, Variant.STANDARD);
  }

  /** A new game from the given position (its variant too), without tags, result {@code *}. */
  public PgnGame(Position start) {
    this(0, start.fen(), start.variant());
  }

  /**
   * A PGN game of a game played in code, as python-chess's {@code Game.from_board}: the Seven Tag
   * Roster with {@code ?} for what a game does not know ({@code Event}, {@code Site}, {@code
   * Round}, {@code White}, {@code Black}; {@code Date} {@code ????.??.??}), the start position
   * (written with {@code SetUp} and {@code FEN}, and {@code Variant} for Chess960, when it is not
   * the standard one), the moves as the main line, and the result by rule ({@link Game#result()}:
   * {@code *} while the game goes on). Set the tags you know on the returned game.
   *
   * <pre>{@code
   * Game game = new Game();
   * game.playSan("e4");
   * game.playSan("e5");
   * PgnGame pgn = PgnGame.from(game).setTag("White", "Morphy");
   * String text = PgnWriter.toString(pgn);
   * }</pre>
   */
  public static PgnGame from(Game game) {
    PgnGame pgn = new PgnGame(game.startPosition());
    pgn.setTag("Event", "?");
    pgn.setTag("Site", "?");
    pgn.setTag("Date", "????.??.??");
    pgn.setTag("Round", "?");
    pgn.setTag("White", "?");
    pgn.setTag("Black", "?");
    GameNode node = pgn.root();
    for (Move move : game.moves()) {
      node = node.addMove(move);
    }
    pgn.setResult(game.result());
    return pgn;
  }

  /**
   * A PGN game of the moves played on a board since it was created (from the position before the
   * first of them), as {@link #from(Game)}.
   */
  public static PgnGame from(Board board) {
    Board start = board.copy();
    List<Move> moves = new ArrayList<>(start.historySize());
    for (Move last = start.lastMove(); last != null; last = start.lastMove()) {
      moves.add(last);
      start.undo();
    }
    Collections.reverse(moves);
    Game game = new Game(start);
    for (Move move : moves) {
      game.play(move);
    }
    return from(game);
  }

  PgnGame(int index, String startFen, Variant variant) {
    this.index = index;
    this.startFen = startFen;
    this.variant = variant;
  }

  /** The 1-based index of the game in the input it was read from; 0 for a game built in code. */
  public int index() {
    return index;
  }

  /** The tag pairs in the order they were read or set. */
  public Map<String, String> tags() {
    return Collections.unmodifiableMap(tags);
  }

  /** The value of a tag, or null if the game has none of that name. */
  public @Nullable String tag(String name) {
    return tags.get(name);
  }

  /** Sets a tag's value (a new tag goes last; an existing one keeps its place). */
  public PgnGame setTag(String name, String value) {
    tags.put(name, value);
    return this;
  }

  /** Removes a tag; true if the game had it. */
  public boolean removeTag(String name) {
    return tags.remove(name) != null;
  }

  /** The start position, as a new board of its own. */
  public Board startPosition() {
    return Fen.parse(startFen, variant, CHECKED_POSITION);
  }

  /** The start position's FEN. */
  public String startFen() {
    return startFen;
  }

  /** The variant the game is played in. */
  public Variant variant() {
    return variant;
  }

  void setStart(String fen, Variant startVariant) {
    this.startFen = fen;
    this.variant = startVariant;
  }

  /** The root of the move tree, which stands for the start position. */
  public GameNode root() {
    return root;
  }

  /** The game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
  public String result() {
    return result;
  }

  /**
   * Sets the result.
   *
   * @throws IllegalArgumentException unless {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
   */
  public PgnGame setResult(String newResult) {
    if (!isResult(newResult)) {
      throw new IllegalArgumentException("not a PGN result: " + newResult);
    }
    this.result = newResult;
    return this;
  }

  /** True for the four game termination markers. */
  public static boolean isResult(@Nullable String text) {
    return WHITE_WINS.equals(text) || BLACK_WINS.equals(text) || DRAW.equals(text) || UNKNOWN.equals(text);
  }

  /** The problems met while reading this game, in the order they were met. */
  public List<PgnException> errors() {
    return Collections.unmodifiableList(errors);
  }

  void addError(PgnException error) {
    errors.add(error);
  }

  /**
   * False if the reader could not set up the game's start position (its {@code FEN} tag is
   * invalid or its {@code Variant} tag names an unsupported variant): then no move was read and
   * {@link #startPosition()} is the standard one, which is not the game's.
   */
  public boolean hasStartPosition() {
    for (PgnException e : errors) {
      if (e.problem() == PgnProblem.INVALID_FEN || e.problem() == PgnProblem.UNSUPPORTED_VARIANT) {
        return false;
      }
    }
    return true;
  }

  /** True unless a problem made the reader skip part of the game's movetext. */
  public boolean isComplete() {
    for (PgnException e : errors) {
      if (e.problem().skipsRestOfGame()) {
        return false;
      }
    }
    return true;
  }

  /** The moves of the main line, from the start position on. */
  public List<Move> mainLine() {
    List<Move> moves = new ArrayList<>();
    replayMainLine(moves);
    return moves;
  }

  /**
   * The position after the last move of the main line, as a new board (its history holds the main
   * line, so game rules such as repetition apply).
   *
   * @throws io.github.augurchess.api.ChessException if the game was read without validation and a
   *     move's text is not a legal move
   */
  public Board finalBoard() {
    return replayMainLine(null);
  }

  /** The number of moves (plies) on the main line. */
  public int plyCount() {
    int plies = 0;
    for (GameNode node = root.next(); node != null; node = node.next()) {
      plies++;
    }
    return plies;
  }

  private Board replayMainLine(@Nullable List<Move> moves) {
    Board board = startPosition();
    for (GameNode node = root.next(); node != null; node = node.next()) {
      Move move = node.move();
      if (move == null) {
        String text = node.text();
        if (text == null) {
          throw new IllegalStateException("a node with neither move nor text");
        }
        move = board.parseSan(text, SanMode.LENIENT_WITH_NULL_MOVES);
      }
      board.play(move);
      if (moves != null) {
        moves.add(move);
      }
    }
    return board;
  }

  @Override
  public String toString() {
    return "PgnGame " + index + " " + tags.getOrDefault("White", "?") + " - " + tags.getOrDefault("Black", "?")
        + " " + result;
  }
}
