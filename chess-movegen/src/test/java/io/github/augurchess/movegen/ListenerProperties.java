package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.fail;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.PositionListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@link PositionListener} contract over positions from seeded random games: with a listener
 * registered, make and unmake report every piece change, a move's deltas rebuild the board from
 * the position before it, an undo reports the exact inverse deltas in reverse order, and each ends
 * with one {@code moveMade} or {@code moveUnmade}. make and unmake take a separate path when a
 * listener is registered, so this checks that path against the board itself.
 */
class ListenerProperties {
  private static final long SEED = RandomGames.seed();
  private static final int POSITIONS = RandomGames.deep() ? 20_000 : 2_000;

  /** A piece-by-square copy kept only from the reported deltas, and the deltas since a mark. */
  private static final class Mirror implements PositionListener {
    final int[] pieces = new int[64];
    final List<String> events = new ArrayList<>();

    void reset(Board board) {
      for (int sq = 0; sq < 64; sq++) {
        pieces[sq] = board.pieceIndexAt(sq);
      }
      events.clear();
    }

    @Override
    public void pieceAdded(int piece, int square) {
      if (pieces[square] != -1) {
        throw new AssertionError("added " + piece + " on occupied square " + square);
      }
      pieces[square] = piece;
      events.add("add " + piece + " " + square);
    }

    @Override
    public void pieceRemoved(int piece, int square) {
      if (pieces[square] != piece) {
        throw new AssertionError("removed " + piece + " from square " + square + " holding " + pieces[square]);
      }
      pieces[square] = -1;
      events.add("remove " + piece + " " + square);
    }

    @Override
    public void pieceMoved(int piece, int from, int to) {
      if (pieces[from] != piece || pieces[to] != -1) {
        throw new AssertionError("moved " + piece + " " + from + "-" + to + " over " + pieces[from] + ", " + pieces[to]);
      }
      pieces[from] = -1;
      pieces[to] = piece;
      events.add("move " + piece + " " + from + " " + to);
    }

    @Override
    public void moveMade(boolean nullMove) {
      events.add("made " + nullMove);
    }

    @Override
    public void moveUnmade(boolean nullMove) {
      events.add("unmade " + nullMove);
    }
  }

  @Test
  void deltasFollowTheBoardAndUndoReportsTheirInverse() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    Mirror mirror = new Mirror();
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      BoardSnapshot before = BoardSnapshot.of(board);
      int n = board.generateLegal(moves, 0);
      board.setListener(mirror);
      try {
        for (int i = 0; i < n; i++) {
          check(walk, board, mirror, moves[i], false);
        }
        if (!board.isCheck()) {
          check(walk, board, mirror, PackedMove.NONE, true);
        }
      } finally {
        board.setListener(null);
      }
      BoardSnapshot after = BoardSnapshot.of(board);
      if (!after.equals(before)) {
        fail(walk.where() + ": make and unmake with a listener changed" + before.differences(after));
      }
    });
  }

  private static void check(RandomGames.Walk walk, Board board, Mirror mirror, int move, boolean nullMove) {
    Object name = nullMove ? Move.NULL : PackedMove.toMove(move);
    mirror.reset(board);
    int[] start = mirror.pieces.clone();
    if (nullMove) {
      board.makeNullMove();
    } else {
      board.makeMove(move);
    }
    List<String> made = new ArrayList<>(mirror.events);
    assertMirrors(walk, board, mirror, name, "make");
    if (!made.get(made.size() - 1).equals("made " + nullMove) || made.stream().filter(e -> e.startsWith("made")).count() != 1) {
      fail(walk.where(name) + ": make reported " + made);
    }
    mirror.events.clear();
    if (nullMove) {
      board.unmakeNullMove();
    } else {
      board.unmakeMove();
    }
    List<String> unmade = new ArrayList<>(mirror.events);
    assertMirrors(walk, board, mirror, name, "unmake");
    if (!Arrays.equals(start, mirror.pieces)) {
      fail(walk.where(name) + ": the deltas of make and unmake do not cancel: " + made + " then " + unmade);
    }
    List<String> inverse = new ArrayList<>();
    for (int i = made.size() - 2; i >= 0; i--) {
      inverse.add(inverseOf(made.get(i)));
    }
    inverse.add("unmade " + nullMove);
    if (!unmade.equals(inverse)) {
      fail(walk.where(name) + ": unmake reported " + unmade + " after make reported " + made + "; expected " + inverse);
    }
  }

  private static String inverseOf(String event) {
    String[] f = event.split(" ");
    switch (f[0]) {
      case "add":
        return "remove " + f[1] + " " + f[2];
      case "remove":
        return "add " + f[1] + " " + f[2];
      case "move":
        return "move " + f[1] + " " + f[3] + " " + f[2];
      default:
        throw new AssertionError("no inverse for " + event);
    }
  }

  private static void assertMirrors(RandomGames.Walk walk, Board board, Mirror mirror, Object move, String step) {
    for (int sq = 0; sq < 64; sq++) {
      if (board.pieceIndexAt(sq) != mirror.pieces[sq]) {
        fail(walk.where(move) + ": after " + step + " the board has " + board.pieceIndexAt(sq) + " on square " + sq
            + " but the reported deltas give " + mirror.pieces[sq] + "; deltas " + mirror.events);
      }
    }
  }
}
