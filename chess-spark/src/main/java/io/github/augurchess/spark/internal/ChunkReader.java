package io.github.augurchess.spark.internal;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads the games of one chunk of a PGN file (a byte range from one cut point to the next, see
 * {@link GameBoundaries}) with chess-pgn's {@link PgnReader}, one {@link GameRecord} at a time.
 *
 * <p>With moves off, the movetext is only tokenised (no board, no move checked); with moves on,
 * every main-line move is checked and written as UCI and SAN on one board per game.
 */
public final class ChunkReader implements Closeable {
  private final PgnReader reader;
  private final long chunkStart;
  private final boolean moves;
  private final GameRecord record = new GameRecord();
  private final Collector collector = new Collector();
  private int errorsSeen;

  /**
   * @param chunk the chunk's bytes (closed with this reader)
   * @param chunkStart where the chunk starts in its file
   * @param moves whether to replay the moves (for moves, plies and errors)
   */
  public ChunkReader(InputStream chunk, long chunkStart, boolean moves) {
    this.reader = PgnReader.of(chunk).validateMoves(moves);
    this.chunkStart = chunkStart;
    this.moves = moves;
  }

  /** The next game, or null at the end of the chunk; the record is reused by the next call. */
  public @Nullable GameRecord next() throws IOException {
    record.clear();
    if (!reader.visitNext(collector)) {
      return null;
    }
    record.offset = chunkStart + reader.gameOffset();
    List<PgnException> errors = reader.errors();
    for (int i = errorsSeen; i < errors.size(); i++) {
      record.errors.add(errors.get(i));
    }
    errorsSeen = errors.size();
    if (!collector.resultSeen) {
      String tagged = record.tags.get("Result");
      if (PgnGame.isResult(tagged) && tagged != null) {
        record.result = tagged;
      }
    }
    return record;
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }

  private final class Collector implements PgnVisitor {
    private @Nullable Board board;
    private int depth;
    private boolean broken;
    boolean resultSeen;

    @Override
    public void beginGame(int gameIndex) {
      board = null;
      depth = 0;
      broken = false;
      resultSeen = false;
    }

    @Override
    public void tag(String name, String value) {
      record.tags.put(name, value);
    }

    @Override
    public boolean beginMovetext(Position start) {
      record.startFen = start.fen();
      record.chess960 = start.variant() == Variant.CHESS960;
      if (!moves) {
        return false;
      }
      board = start instanceof Board b ? b.copy() : Fen.parse(start.fen(), start.variant());
      return true;
    }

    @Override
    public void move(String text, @Nullable Move move) {
      Board b = board;
      if (depth > 0 || broken || b == null || move == null) {
        return;
      }
      if (move.isNull()) {
        record.uci.add("0000");
        record.san.add("--");
        b.playNullMove();
      } else {
        record.uci.add(b.uci(move));
        record.san.add(b.san(move));
        b.play(move);
      }
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
    public void result(String result) {
      record.result = result;
      resultSeen = true;
    }

    @Override
    public void error(PgnException error) {
      if (error.problem().skipsRestOfGame()) {
        broken = true;
      }
    }
  }
}
