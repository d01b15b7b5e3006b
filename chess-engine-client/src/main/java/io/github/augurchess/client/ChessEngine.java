package io.github.augurchess.client;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A chess engine to play and analyse with, whichever it is: Augur in this process ({@link
 * AugurEngine}) or an external UCI ({@link UciEngine}) or XBoard ({@link XBoardEngine}) engine.
 * Code written against this interface runs with any of them; only the line that opens the engine
 * changes.
 *
 * <pre>{@code
 * try (ChessEngine engine = UciEngine.start(List.of("/usr/games/stockfish"))) {   // or AugurEngine.create()
 *   Board board = Board.startingPosition();
 *   EngineResult three = engine.analyse(board, SearchLimits.builder().depth(12).multiPv(3).build());
 *   three.lines().forEach(line -> System.out.println(line.score() + " " + line.pv()));
 *
 *   try (Analysis analysis = engine.analysis(board, SearchLimits.infinite(), info -> {})) {
 *     Thread.sleep(500);
 *     System.out.println(analysis.stop().bestMove());
 *   }
 * }
 * }</pre>
 *
 * <p>Positions are {@link Board}s with their history, so that the engine sees repetitions. Limits
 * are those of Augur's own engine: depth, nodes, move time, clocks, mate, search moves, {@code
 * multiPv} (sent to a UCI engine as its {@code MultiPV} option for that search), infinite and
 * ponder. Every wait on an external engine has a deadline; failures are {@link EngineException}s.
 *
 * <p>Not thread-safe: one caller at a time, except that a running {@link Analysis} may be stopped
 * from any thread. While an analysis runs, the engine refuses other work with {@link
 * IllegalStateException}.
 */
public interface ChessEngine extends AutoCloseable {
  /** The engine's name, as it announced it. */
  String name();

  /** The options the engine announced, by name in its spelling (in the order announced). */
  Map<String, EngineOption> options();

  /**
   * Sets an option (its name in any case) and waits until the engine has taken it.
   *
   * @throws IllegalArgumentException if the engine has no such option, the value does not fit it,
   *     or the option is one this interface sets per search ({@code MultiPV})
   * @throws EngineException if the engine crashed or hung
   */
  void setOption(String name, String value);

  /** Tells the engine that a new game starts (it forgets what it learnt in the last one). */
  void newGame();

  /**
   * The engine's move in a game: the board's history is the game so far, and the limits carry
   * the clocks. An engine may keep state between the moves of one game (XBoard engines do).
   *
   * @throws EngineException if the engine crashed, hung or broke its protocol
   * @throws IllegalArgumentException for limits the engine cannot search with, or limits that do
   *     not end (infinite, ponder: use {@link #analysis})
   */
  EngineResult play(Board position, SearchLimits limits);

  /**
   * Searches the position and returns the engine's move with its last report of each principal
   * variation ({@code limits.multiPv()} of them, if the engine offers multi-PV).
   *
   * @throws EngineException if the engine crashed, hung or broke its protocol
   * @throws IllegalArgumentException for limits the engine cannot search with, or limits that do
   *     not end (infinite, ponder: use {@link #analysis})
   */
  default EngineResult analyse(Board position, SearchLimits limits) {
    return analyse(position, limits, info -> {});
  }

  /** As {@link #analyse(Board, SearchLimits)}, passing each report to the listener as it comes. */
  EngineResult analyse(Board position, SearchLimits limits, Consumer<EngineInfo> listener);

  /**
   * Starts a search in the background and returns at once. Its reports stream to the listener
   * (on the engine's thread); {@link Analysis#stop()} ends it and returns the engine's move. Any
   * limits are accepted that the engine can search with, infinite and ponder too: a ponder
   * search is of the position after the expected move, and {@link Analysis#ponderHit()} turns it
   * into a search of one's own.
   *
   * @throws EngineException if the engine crashed or broke its protocol while starting
   * @throws IllegalArgumentException for limits the engine cannot search with
   */
  Analysis analysis(Board position, SearchLimits limits, Consumer<EngineInfo> listener);

  /** As {@link #analysis(Board, SearchLimits, Consumer)} without a listener. */
  default Analysis analysis(Board position, SearchLimits limits) {
    return analysis(position, limits, info -> {});
  }

  /** Stops any analysis and ends the engine (for an external engine, its process). */
  @Override
  void close();
}
