package io.github.augurchess.nnue;

import io.github.augurchess.api.EvaluatorFactory;
import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.PositionListener;
import java.util.Arrays;

/**
 * Evaluates positions with a {@link Network}, following make and unmake incrementally: registered
 * with a board as its {@link PositionListener} (after {@link #reset(Position)} with the root), it
 * records each move's piece changes and brings the accumulators up to date lazily, on the first
 * evaluation below a move, from the nearest ply whose accumulators are known. It keeps one pair
 * of int accumulators (White's and Black's perspective) per ply, so taking a move back costs
 * nothing.
 *
 * <p>An evaluator is for one thread; the network is shared. Without a board to follow, {@link
 * #evaluate(Position)} computes the accumulators from scratch (once per distinct position in a
 * row). Evaluating allocates nothing, except to grow the ply stack the first time a line goes
 * deeper than {@value #INITIAL_PLIES} plies from the root.
 *
 * <p>In endings where one side has no pawns and is far behind in pieces, the score adds a mating
 * drive to the network's (towards the edge, or with bishop and knight towards the right corner),
 * as the network does not learn that technique from self-play; {@link Network#evaluate} is the
 * network alone.
 *
 * <pre>{@code
 * Network network = Network.read(Path.of("augur.nnue"));
 * NnueEvaluator evaluator = new NnueEvaluator(network);
 * int score = evaluator.evaluate(Board.fromFen(fen));
 * }</pre>
 */
public final class NnueEvaluator implements Evaluator, PositionListener {
  /** Plies of accumulators made at first; the stack doubles when a line goes deeper. */
  static final int INITIAL_PLIES = 128;
  /** Changes recorded per ply; a move makes at most 5 (a capturing promotion). */
  private static final int MAX_CHANGES = 8;
  /** A recorded change: {@code piece × 64 + square}, with this bit for an addition. */
  private static final int ADDED = 1 << 10;
  /** The change count of a ply whose changes did not fit: its accumulators are refreshed. */
  private static final int OVERFLOW = -1;

  private final Network network;
  private final int h;
  /** The network's feature weights, one int array per feature. */
  private final int[][] rows;
  /** The output layer's scratch. */
  private final int[] scratch;

  /** [2 × ply + perspective]: the accumulators, White's perspective then Black's, of each ply. */
  private int[][] accumulators;
  /** [ply]: whether the accumulators of that ply are up to date. */
  private boolean[] computed;
  /** [ply × MAX_CHANGES + i]: the changes of the move that led to that ply. */
  private int[] changes;
  /** [ply]: how many changes, or {@link #OVERFLOW}. */
  private int[] changeCount;
  /** The current ply counted from the last reset. */
  private int ply;
  /** Changes heard since the last moveMade or moveUnmade, stored at ply + 1. */
  private int pending;
  /** The key of the position whose accumulators are at ply 0. */
  private long rootKey;

  // Scratch for applying one ply's changes: feature indices by perspective.
  private final int[] addedRows = new int[2 * MAX_CHANGES];
  private final int[] removedRows = new int[2 * MAX_CHANGES];

  /** An evaluator over this network. */
  public NnueEvaluator(Network network) {
    this.network = network;
    this.h = network.hiddenSize();
    this.rows = network.featureRows;
    this.scratch = new int[h];
    this.accumulators = new int[2 * INITIAL_PLIES][h];
    this.computed = new boolean[INITIAL_PLIES];
    this.changes = new int[INITIAL_PLIES * MAX_CHANGES];
    this.changeCount = new int[INITIAL_PLIES];
  }

  /** A factory of evaluators that share this network, one per search thread. */
  public static EvaluatorFactory factory(Network network) {
    return () -> new NnueEvaluator(network);
  }

  /** The network this evaluator uses. */
  public Network network() {
    return network;
  }

  @Override
  public void reset(Position root) {
    ply = 0;
    pending = 0;
    Arrays.fill(computed, false);
  }

  @Override
  public int evaluate(Position position) {
    int p = ply;
    if (!computed[p] || p == 0 && rootKey != position.zobristKey()) {
      update(position, p);
    }
    int us = position.sideToMove().ordinal();
    int score = network.output(accumulators[2 * p + us], accumulators[2 * p + (us ^ 1)],
        network.outputBucket(Long.bitCount(position.occupied())), scratch);
    int drive = MatingDrive.forWhite(position);
    return us == 0 ? score + drive : score - drive;
  }

  /** Brings ply p's accumulators up to date, from an earlier ply's or from scratch. */
  private void update(Position position, int p) {
    int q = p;
    while (q > 0 && !computed[q] && changeCount[q] != OVERFLOW) {
      q--;
    }
    if (q == p || !computed[q]) {
      // No known ancestor (or a ply whose changes were not kept): from the position itself.
      network.refresh(position, accumulators[2 * p], accumulators[2 * p + 1]);
      if (p == 0) {
        rootKey = position.zobristKey();
      }
      computed[p] = true;
      return;
    }
    for (int k = q + 1; k <= p; k++) {
      apply(k);
      computed[k] = true;
    }
  }

  /** Ply k's accumulators from ply k − 1's and the changes of the move between them. */
  private void apply(int k) {
    int count = changeCount[k];
    int base = k * MAX_CHANGES;
    int added = 0;
    int removed = 0;
    for (int i = 0; i < count; i++) {
      int change = changes[base + i];
      int piece = (change & (ADDED - 1)) >>> 6;
      int square = change & 63;
      if ((change & ADDED) != 0) {
        addedRows[added] = Network.feature(0, piece, square);
        addedRows[MAX_CHANGES + added] = Network.feature(1, piece, square);
        added++;
      } else {
        removedRows[removed] = Network.feature(0, piece, square);
        removedRows[MAX_CHANGES + removed] = Network.feature(1, piece, square);
        removed++;
      }
    }
    int[][] w = rows;
    for (int perspective = 0; perspective < 2; perspective++) {
      int[] from = accumulators[2 * (k - 1) + perspective];
      int[] to = accumulators[2 * k + perspective];
      int o = perspective * MAX_CHANGES;
      if (added == 1 && removed == 1) {
        addSub(to, from, w[addedRows[o]], w[removedRows[o]]);
      } else if (added == 1 && removed == 2) {
        addSubSub(to, from, w[addedRows[o]], w[removedRows[o]], w[removedRows[o + 1]]);
      } else if (added == 2 && removed == 2) {
        addAddSubSub(to, from, w[addedRows[o]], w[addedRows[o + 1]], w[removedRows[o]], w[removedRows[o + 1]]);
      } else {
        System.arraycopy(from, 0, to, 0, h);
        for (int i = 0; i < added; i++) {
          add(to, w[addedRows[o + i]]);
        }
        for (int i = 0; i < removed; i++) {
          sub(to, w[removedRows[o + i]]);
        }
      }
    }
  }

  // Whole arrays from index 0, so that C2 vectorises each loop.

  private static void addSub(int[] to, int[] from, int[] a, int[] r) {
    for (int i = 0; i < to.length; i++) {
      to[i] = from[i] + a[i] - r[i];
    }
  }

  private static void addSubSub(int[] to, int[] from, int[] a, int[] r1, int[] r2) {
    for (int i = 0; i < to.length; i++) {
      to[i] = from[i] + a[i] - r1[i] - r2[i];
    }
  }

  private static void addAddSubSub(int[] to, int[] from, int[] a1, int[] a2, int[] r1, int[] r2) {
    for (int i = 0; i < to.length; i++) {
      to[i] = from[i] + a1[i] + a2[i] - r1[i] - r2[i];
    }
  }

  private static void add(int[] to, int[] a) {
    for (int i = 0; i < to.length; i++) {
      to[i] += a[i];
    }
  }

  private static void sub(int[] to, int[] r) {
    for (int i = 0; i < to.length; i++) {
      to[i] -= r[i];
    }
  }

  // ---------------------------------------------------------------- PositionListener

  @Override
  public void pieceAdded(int piece, int square) {
    record(ADDED | piece << 6 | square);
  }

  @Override
  public void pieceRemoved(int piece, int square) {
    record(piece << 6 | square);
  }

  @Override
  public void pieceMoved(int piece, int from, int to) {
    record(piece << 6 | from);
    record(ADDED | piece << 6 | to);
  }

  /**
   * Records a change for the move being made, cancelling it against an earlier opposite change
   * of the same piece and square (a promotion's pawn arriving and leaving, a Chess960 king that
   * stays). The changes an undo reports are recorded too and dropped by {@link #moveUnmade}.
   */
  private void record(int change) {
    int base = (ply + 1) * MAX_CHANGES;
    int n = pending;
    if (n < 0) {
      return;
    }
    int opposite = change ^ ADDED;
    for (int i = 0; i < n; i++) {
      if (changes[base + i] == opposite) {
        changes[base + i] = changes[base + n - 1];
        pending = n - 1;
        return;
      }
    }
    if (n == MAX_CHANGES) {
      pending = OVERFLOW;
      return;
    }
    changes[base + n] = change;
    pending = n + 1;
  }

  @Override
  public void moveMade(boolean nullMove) {
    int p = ply + 1;
    changeCount[p] = pending;
    computed[p] = false;
    ply = p;
    pending = 0;
    if (p + 2 > computed.length) {
      grow();
    }
  }

  @Override
  public void moveUnmade(boolean nullMove) {
    ply--;
    pending = 0;
  }

  /** Doubles the ply stack; the ply after the deepest one always has room for changes. */
  private void grow() {
    int plies = computed.length * 2;
    int[][] grown = new int[2 * plies][];
    for (int i = 0; i < grown.length; i++) {
      grown[i] = i < accumulators.length ? accumulators[i] : new int[h];
    }
    accumulators = grown;
    computed = Arrays.copyOf(computed, plies);
    changes = Arrays.copyOf(changes, plies * MAX_CHANGES);
    changeCount = Arrays.copyOf(changeCount, plies);
  }

  // ---------------------------------------------------------------- for tests

  /** A copy of the current ply's accumulators (White's, then Black's), brought up to date. */
  int[] accumulatorsOf(Position position) {
    int p = ply;
    if (!computed[p] || p == 0 && rootKey != position.zobristKey()) {
      update(position, p);
    }
    int[] both = Arrays.copyOf(accumulators[2 * p], 2 * h);
    System.arraycopy(accumulators[2 * p + 1], 0, both, h, h);
    return both;
  }
}
