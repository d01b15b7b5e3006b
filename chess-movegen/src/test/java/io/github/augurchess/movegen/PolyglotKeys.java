package io.github.augurchess.movegen;

import io.github.augurchess.api.CastlingSide;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Polyglot book keys computed from scratch, straight from the specification's table of 781 numbers
 * (read from {@code /polyglot/polyglot-random64.txt} on the test class path), independently of the
 * board's own Zobrist code.
 */
final class PolyglotKeys {
  private PolyglotKeys() {}

  private static final int CASTLE = 768;
  private static final int EN_PASSANT = 772;
  private static final int TURN = 780;
  private static final long[] RANDOM = read("/polyglot/polyglot-random64.txt");

  /** The Polyglot key: pieces, castling rights, the en-passant file if shown, white to move. */
  static long key(Position position) {
    long key = piecesKey(position, false);
    int castle = CASTLE;
    for (Color color : Color.values()) {
      for (CastlingSide side : CastlingSide.values()) {
        if (position.castlingRights().has(color, side)) {
          key ^= RANDOM[castle];
        }
        castle++;
      }
    }
    // The position shows an en-passant square only when a pawn of the side to move attacks it,
    // which is when Polyglot hashes the file.
    Square ep = position.enPassantSquare();
    if (ep != null) {
      key ^= RANDOM[EN_PASSANT + ep.file().ordinal()];
    }
    if (position.sideToMove() == Color.WHITE) {
      key ^= RANDOM[TURN];
    }
    return key;
  }

  /** The xor of the piece-square numbers of all pawns. */
  static long pawnKey(Position position) {
    return piecesKey(position, true);
  }

  private static long piecesKey(Position position, boolean pawnsOnly) {
    long key = 0;
    for (Square square : Square.values()) {
      Piece piece = position.pieceAt(square);
      if (piece == null || (pawnsOnly && piece.type() != PieceType.PAWN)) {
        continue;
      }
      // Kinds: black pawn 0, white pawn 1, black knight 2, ..., white king 11.
      int kind = 2 * piece.type().ordinal() + (piece.color() == Color.WHITE ? 1 : 0);
      key ^= RANDOM[64 * kind + 8 * square.rank().ordinal() + square.file().ordinal()];
    }
    return key;
  }

  private static long[] read(String resource) {
    long[] table = new long[781];
    boolean[] seen = new boolean[781];
    try (InputStream in = PolyglotKeys.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] fields = line.trim().split("\\s+");
        int index = Integer.parseInt(fields[0]);
        table[index] = Long.parseUnsignedLong(fields[1], 16);
        seen[index] = true;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (int i = 0; i < seen.length; i++) {
      if (!seen[i]) {
        throw new IllegalStateException(resource + " lacks entry " + i);
      }
    }
    return table;
  }
}
