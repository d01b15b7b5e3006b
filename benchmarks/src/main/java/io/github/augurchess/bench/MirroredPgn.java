package io.github.augurchess.bench;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Writes the games of PGN files colour-mirrored (ranks flipped, colours swapped; UCI moves, a FEN
 * tag for the mirrored start), so that the repository's games make a book of over a million
 * entries for {@link BookProbeBenchmark}: a mirrored game reaches positions of their own keys.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.augurchess.bench.MirroredPgn OUT.pgn IN.pgn...
 * </pre>
 *
 * A game's moves after one that cannot be read (or a null move) are left out; Chess960 games are
 * left out.
 */
public final class MirroredPgn {
  private MirroredPgn() {}

  public static void main(String[] args) throws IOException {
    try (PrintWriter out = new PrintWriter(new BufferedWriter(Files.newBufferedWriter(Path.of(args[0]))))) {
      for (int i = 1; i < args.length; i++) {
        try (PgnReader reader = PgnReader.open(Path.of(args[i]))) {
          reader.visitAll(new Mirror(out));
        }
      }
    }
  }

  private static String mirrored(Square square) {
    return Square.ofIndex(square.ordinal() ^ 56).algebraic();
  }

  /** Collects one game's main line mirrored, up to a move it cannot read, and writes it. */
  private static final class Mirror implements PgnVisitor {
    private final PrintWriter out;
    private final StringBuilder moves = new StringBuilder();
    private String result = "*";
    private @Nullable String startFen;
    private int depth;
    private boolean broken;

    Mirror(PrintWriter out) {
      this.out = out;
    }

    @Override
    public void beginGame(int gameIndex) {
      moves.setLength(0);
      result = "*";
      startFen = null;
      depth = 0;
      broken = false;
    }

    @Override
    public void tag(String name, String value) {
      if (name.equals("Result")) {
        result = value;
      }
    }

    @Override
    public boolean beginMovetext(Position start) {
      if (start instanceof Board board && board.variant() == io.github.augurchess.api.Variant.STANDARD) {
        startFen = Fen.write(board.mirror());
        return true;
      }
      return false;
    }

    @Override
    public void move(String text, @Nullable Move move) {
      if (depth > 0 || broken) {
        return;
      }
      if (move == null || move.isNull()) {
        broken = true;
        return;
      }
      moves.append(mirrored(move.from())).append(mirrored(move.to()));
      if (move.promotion() != null) {
        moves.append(move.promotion().letter());
      }
      moves.append(' ');
    }

    @Override
    public void beginVariation() {
      depth++;
    }

    @Override
    public void endVariation() {
      depth--;
    }

    @Override
    public void error(PgnException error) {
      broken |= error.problem().skipsRestOfGame();
    }

    @Override
    public void endGame() {
      String fen = startFen;
      if (fen == null || moves.length() == 0) {
        return;
      }
      String flipped = result.equals("1-0") ? "0-1" : result.equals("0-1") ? "1-0" : result;
      out.print("[Result \"" + flipped + "\"]\n[FEN \"" + fen + "\"]\n[SetUp \"1\"]\n\n" + moves + flipped + "\n\n");
    }
  }
}
