package io.github.augurchess.tune.nnue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.PackedMove;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.search.Engine;
import io.github.augurchess.tune.GameResult;
import io.github.augurchess.tune.QuiescenceResolver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Bootstrap data from existing games: the positions of PGN games with a result, labelled by Augur's
 * own short search and the game's result, as {@link PackedPosition}s. The players' moves only choose
 * the positions; every score is Augur's.
 *
 * <p>With {@code nodes == 0} the label is the classical evaluator's quiescence search: each position
 * not in check is resolved to the quiet leaf of its quiescence principal variation, and that leaf is
 * kept with its static score (cheap: thousands a second). With {@code nodes > 0} each position is
 * searched to that many nodes and kept when it is not in check, the best move is neither a capture
 * nor a promotion and the score is not a mate. A position met twice in one game is kept once; the
 * first {@code skipPlies} plies of each game are skipped. One instance per thread.
 */
public final class PgnLabeller implements AutoCloseable {
  private final long nodes;
  private final int skipPlies;
  private final QuiescenceResolver resolver = new QuiescenceResolver(new ClassicalEvaluator());
  private final Engine engine;

  /**
   * @param nodes nodes a position is searched to, or 0 for the quiescence label
   * @param skipPlies opening plies of each game that are not taken
   */
  public PgnLabeller(long nodes, int skipPlies) {
    if (nodes < 0 || skipPlies < 0) {
      throw new IllegalArgumentException("nodes and skipped plies may not be negative");
    }
    this.nodes = nodes;
    this.skipPlies = skipPlies;
    this.engine = Engine.builder().threads(1).hashMiB(nodes == 0 ? 1 : 16).build();
  }

  /** Counts of a labelling run. */
  public record Summary(long games, long skippedGames, long positions) {}

  /**
   * Labels every remaining game of the reader.
   *
   * @param out receives each position, in game order
   */
  public Summary label(PgnReader games, Consumer<PackedPosition> out) throws IOException {
    long read = 0;
    long skipped = 0;
    long positions = 0;
    for (PgnGame game = games.nextGame(); game != null; game = games.nextGame()) {
      read++;
      if (GameResult.parse(game.result()).isEmpty() || !game.errors().isEmpty()) {
        skipped++;
        continue;
      }
      List<PackedPosition> labelled = label(game);
      labelled.forEach(out);
      positions += labelled.size();
    }
    return new Summary(read, skipped, positions);
  }

  /**
   * The labelled positions of one game, as {@link #label(PgnReader, Consumer)} takes them: none if
   * the game has no result or has problems. The engine's table is cleared first, so the positions
   * do not depend on the games labelled before.
   */
  public List<PackedPosition> label(PgnGame game) {
    Optional<GameResult> result = GameResult.parse(game.result());
    if (result.isEmpty() || !game.errors().isEmpty()) {
      return List.of();
    }
    List<PackedPosition> labelled = new ArrayList<>();
    int whiteResult = (int) Math.round(result.get().whiteScore() * 2);
    Board board = game.startPosition();
    Set<Long> seen = new HashSet<>();
    int ply = 0;
    engine.newGame();
    for (Move move : game.mainLine()) {
      board.play(move);
      ply++;
      if (ply < skipPlies || board.isCheck() || board.isGameOver()) {
        continue;
      }
      @Nullable PackedPosition p = nodes == 0 ? quiescence(board, whiteResult) : searched(board, whiteResult);
      if (p != null && seen.add(p.occupancy() ^ p.pieceNibblesLow() * 31 ^ p.pieceNibblesHigh() * 17 ^ p.flags())) {
        labelled.add(p);
      }
    }
    return labelled;
  }

  private @Nullable PackedPosition quiescence(Board board, int whiteResult) {
    Board quiet = resolver.resolve(board);
    if (quiet.isCheck()) {
      return null;
    }
    int score = resolver.score(quiet);
    if (Math.abs(score) >= 20_000) {
      return null;
    }
    return PackedPosition.of(quiet, quiet.sideToMove() == Color.WHITE ? score : -score, whiteResult);
  }

  private @Nullable PackedPosition searched(Board board, int whiteResult) {
    SearchResult r = engine.search(board, SearchLimits.nodes(nodes));
    Score score = r.score();
    Optional<Move> best = r.bestMove();
    if (best.isEmpty() || score.isMate()) {
      return null;
    }
    int packed = board.unchecked().pack(best.get());
    boolean capture = !PackedMove.isCastling(packed)
        && (board.pieceAt(best.get().to()) != null || PackedMove.isEnPassant(packed));
    if (capture || best.get().promotion() != null) {
      return null;
    }
    int cp = score.centipawns();
    return PackedPosition.of(board, board.sideToMove() == Color.WHITE ? cp : -cp, whiteResult);
  }

  @Override
  public void close() {
    engine.close();
  }
}
