package io.github.augurchess.tune.nnue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.testdata.TestFiles;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/** Real positions: every position of the games of twic-01-232games.pgn, in order. */
final class NnueTestData {
  private static final int[] VALUE = {100, 300, 300, 500, 900, 0};

  private NnueTestData() {}

  /** The first {@code limit} positions (after each move) of the committed test games. */
  static List<Board> positions(int limit) throws IOException {
    List<Board> out = new ArrayList<>();
    try (InputStream in = TestFiles.open("pgn/mliebelt/twic-01-232games.pgn");
        PgnReader reader = PgnReader.of(in)) {
      for (PgnGame game = reader.nextGame(); game != null && out.size() < limit; game = reader.nextGame()) {
        Board board = game.startPosition();
        for (Move move : game.mainLine()) {
          board.play(move);
          if (out.size() < limit) {
            out.add(Board.fromFen(board.fen()));
          }
        }
      }
    }
    return out;
  }

  /**
   * Positions of seeded random games from the start position (random legal moves, so material is
   * often unbalanced): one from each game, after a random number of plies from 6 to 99, so that the
   * positions are not correlated.
   */
  static List<Board> randomPlay(int count, long seed) {
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    List<Board> out = new ArrayList<>();
    int[] moves = new int[256];
    while (out.size() < count) {
      Board board = Board.startingPosition();
      int plies = random.nextInt(6, 100);
      for (int ply = 0; ply < plies; ply++) {
        int n = board.unchecked().generateLegal(moves, 0);
        if (n == 0 || board.isInsufficientMaterial()) {
          break;
        }
        board.unchecked().makeMove(moves[random.nextInt(n)]);
      }
      if (!board.isGameOver()) {
        out.add(Board.fromFen(board.fen()));
      }
    }
    return out;
  }

  /** White's material minus Black's in centipawns (pawn 100, minor 300, rook 500, queen 900). */
  static int material(Board board) {
    int sum = 0;
    for (PieceType type : PieceType.values()) {
      long pieces = board.pieces(type);
      sum += VALUE[type.ordinal()] * (Long.bitCount(pieces & board.pieces(Color.WHITE))
          - Long.bitCount(pieces & board.pieces(Color.BLACK)));
    }
    return sum;
  }

  /** The positions packed with their material balance as the score and a draw as the result. */
  static byte[] materialRecords(List<Board> boards) {
    byte[] records = new byte[boards.size() * PackedPosition.BYTES];
    for (int i = 0; i < boards.size(); i++) {
      PackedPosition.of(boards.get(i), material(boards.get(i)), PackedPosition.DRAW)
          .write(records, i * PackedPosition.BYTES);
    }
    return records;
  }
}
