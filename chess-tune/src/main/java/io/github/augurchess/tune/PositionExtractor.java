package io.github.augurchess.tune;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Turns finished PGN games into labelled quiet positions: for each game with a result, every
 * position of the main line after the opening plies that is not in check, resolved to the leaf of
 * a quiescence search ({@link QuiescenceResolver}) and labelled with the game's result. A leaf in
 * check, or one already taken from the same game, is left out.
 *
 * <pre>{@code
 * PositionExtractor extractor = new PositionExtractor(new ClassicalEvaluator(), ExtractOptions.DEFAULTS);
 * try (PgnReader games = PgnReader.open(Path.of("games.pgn")); Writer out = ...) {
 *   extractor.extract(games, p -> out.write(p.toEpd() + "\n"));
 * }
 * }</pre>
 *
 * One instance per thread.
 */
public final class PositionExtractor {
  private final QuiescenceResolver resolver;
  private final ExtractOptions options;

  /**
   * @param evaluator resolves positions through the quiescence search; not shared with other threads
   * @param options what to take from each game
   */
  public PositionExtractor(Evaluator evaluator, ExtractOptions options) {
    this.resolver = new QuiescenceResolver(evaluator);
    this.options = options;
  }

  /**
   * Extracts from every game the reader has left.
   *
   * @param out receives each labelled position, in game order
   */
  public ExtractionSummary extract(PgnReader games, Consumer<LabelledPosition> out) throws IOException {
    long read = 0;
    long skipped = 0;
    long positions = 0;
    for (PgnGame game = games.nextGame(); game != null; game = games.nextGame()) {
      read++;
      Optional<GameResult> result = GameResult.parse(game.result());
      if (result.isEmpty() || !game.errors().isEmpty()) {
        skipped++;
        continue;
      }
      List<LabelledPosition> taken = extract(game, read);
      taken.forEach(out);
      positions += taken.size();
    }
    return new ExtractionSummary(read, skipped, positions);
  }

  /**
   * The labelled positions of one game, as {@link #extract(PgnReader, Consumer)} takes them: none
   * if the game has no result or has problems.
   *
   * @param gameNumber the game's 1-based number in its file, which seeds the choice of {@link
   *     ExtractOptions#perGame()} positions (so that a distributed run, which numbers games the
   *     same way, takes the same ones)
   */
  public List<LabelledPosition> extract(PgnGame game, long gameNumber) {
    Optional<GameResult> result = GameResult.parse(game.result());
    if (result.isEmpty() || !game.errors().isEmpty()) {
      return List.of();
    }
    List<LabelledPosition> labelled = new ArrayList<>();
    for (Board position : positions(game, gameNumber)) {
      labelled.add(new LabelledPosition(position, result.get()));
    }
    return labelled;
  }

  /** The quiet positions of one game, at most {@link ExtractOptions#perGame()} of them. */
  private List<Board> positions(PgnGame game, long gameNumber) {
    Board board = game.startPosition();
    List<Board> candidates = new ArrayList<>();
    Set<Long> seen = new HashSet<>();
    int ply = 0;
    for (Move move : game.mainLine()) {
      board.play(move);
      ply++;
      if (ply < options.skipPlies() || board.isCheck() || board.isGameOver()) {
        continue;
      }
      Board quiet = resolver.resolve(board);
      if (!quiet.isCheck() && seen.add(quiet.zobristKey())) {
        candidates.add(quiet);
      }
    }
    if (options.perGame() == 0 || candidates.size() <= options.perGame()) {
      return candidates;
    }
    // A partial Fisher-Yates shuffle picks perGame of them; the seed mixes in the game's number
    // so that every game draws differently yet a rerun draws the same.
    SplittableRandom random = new SplittableRandom(options.seed() * 0x9E3779B97F4A7C15L + gameNumber);
    for (int i = 0; i < options.perGame(); i++) {
      int j = i + random.nextInt(candidates.size() - i);
      Board swap = candidates.get(i);
      candidates.set(i, candidates.get(j));
      candidates.set(j, swap);
    }
    return new ArrayList<>(candidates.subList(0, options.perGame()));
  }
}
