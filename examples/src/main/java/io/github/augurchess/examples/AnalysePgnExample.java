package io.github.augurchess.examples;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnWriter;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Reads a PGN file and annotates each game's main line: every position is searched to a fixed
 * number of nodes, and a move after which the mover's score fell by 50, 100 or 300 centipawns gets
 * {@code ?!}, {@code ?} or {@code ??} and a comment with the two scores. The annotated games are
 * written as PGN.
 *
 * <p>Games are read one at a time ({@link PgnReader#nextGame()}), so a file of any size works; a
 * game with an unreadable move still arrives, up to that move, with its errors (line and column)
 * in {@link PgnGame#errors()}. A node limit makes the annotations the same on every run and every
 * machine, which a time limit would not.
 *
 * <pre>{@code
 * java io.github.augurchess.examples.AnalysePgnExample games.pgn [NODES]
 * }</pre>
 */
public final class AnalysePgnExample {
  /** A mate counts as this many centipawns, less the moves to it. */
  private static final int MATE_CENTIPAWNS = 10_000;

  private static final int NAG_MISTAKE = 2;
  private static final int NAG_BLUNDER = 4;
  private static final int NAG_DUBIOUS = 6;

  private AnalysePgnExample() {}

  /**
   * Annotates every game the reader yields and writes it to {@code out}; returns the number of
   * games.
   */
  public static int annotateAll(PgnReader reader, long nodesPerPosition, Appendable out) throws IOException {
    PgnWriter writer = new PgnWriter(out);
    int games = 0;
    try (Engine engine = Engine.builder().hashMiB(16).threads(1).build()) {
      for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
        annotate(engine, game, nodesPerPosition);
        writer.write(game);
        games++;
      }
    }
    return games;
  }

  /** Adds NAGs and score comments to the moves of the game's main line. */
  public static void annotate(Engine engine, PgnGame game, long nodesPerPosition) {
    engine.newGame();
    Board board = game.startPosition();
    int before = centipawns(engine, board, nodesPerPosition);
    for (GameNode node = game.root().next(); node != null; node = node.next()) {
      Move move = node.move();
      if (move == null) {
        break; // a null move ends what we can judge
      }
      board.play(move);
      int after = centipawns(engine, board, nodesPerPosition);
      // Both scores are from the side to move's view: the mover's score after is -after.
      int drop = before + after;
      int nag = drop >= 300 ? NAG_BLUNDER : drop >= 100 ? NAG_MISTAKE : drop >= 50 ? NAG_DUBIOUS : 0;
      if (nag != 0) {
        node.addNag(nag).addComment(String.format("%+.2f -> %+.2f", before / 100.0, -after / 100.0));
      }
      before = after;
    }
  }

  /** The position's score for the side to move; a finished game scores its outcome. */
  private static int centipawns(Engine engine, Board board, long nodes) {
    Outcome outcome = board.outcome();
    if (outcome != null) {
      return outcome.winner() == null ? 0 : -MATE_CENTIPAWNS; // the side to move has been mated
    }
    Score score = engine.search(board, SearchLimits.nodes(nodes)).score();
    if (!score.isMate()) {
      return score.centipawns();
    }
    int moves = score.mateMoves();
    return moves > 0 ? MATE_CENTIPAWNS - moves : -MATE_CENTIPAWNS - moves;
  }

  /** Annotates the games of {@code args[0]} with {@code args[1]} nodes a position (default 50,000). */
  public static void main(String[] args) throws IOException {
    if (args.length < 1) {
      System.err.println("usage: AnalysePgnExample FILE.pgn [NODES]");
      System.exit(2);
    }
    long nodes = args.length > 1 ? Long.parseLong(args[1]) : 50_000;
    PrintStream out = System.out;
    try (PgnReader reader = PgnReader.open(Path.of(args[0]))) {
      int games = annotateAll(reader, nodes, out);
      out.flush();
      for (PgnException error : reader.errors()) {
        System.err.println(error.getMessage());
      }
      System.err.println(games + " games annotated");
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
