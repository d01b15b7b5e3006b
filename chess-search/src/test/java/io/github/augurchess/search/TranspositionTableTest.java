package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  @Test
  void everyFieldSurvivesStoreAndProbe() {
    TranspositionTable table = new TranspositionTable(1);
    SplittableRandom random = new SplittableRandom(1);
    for (int i = 0; i < 10_000; i++) {
      long key = random.nextLong();
      int move = random.nextInt(1 << 16);
      int score = random.nextInt(-Scores.MATE, Scores.MATE + 1);
      int eval = random.nextInt(-5000, 5001);
      int depth = random.nextInt(0, 121);
      int bound = 1 + random.nextInt(3);
      table.clear();
      table.store(key, move, score, eval, depth, bound);
      long data = table.probe(key);
      assertTrue(data != TranspositionTable.MISS, "stored entry found");
      assertEquals(move, TranspositionTable.move(data));
      assertEquals(score, TranspositionTable.score(data));
      assertEquals(eval, TranspositionTable.eval(data));
      assertEquals(depth, TranspositionTable.depth(data));
      assertEquals(bound, TranspositionTable.bound(data));
    }
  }

  @Test
  void anotherKeyMisses() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(42L, 100, 10, 5, 3, TranspositionTable.BOUND_EXACT);
    assertEquals(TranspositionTable.MISS, table.probe(43L));
    assertEquals(TranspositionTable.MISS, table.probe(42L ^ (1L << 40)));
  }

  @Test
  void mateScoresAreStoredRelativeToTheNode() {
    // Mate in 3 plies seen from the root at ply 4 is mate in 7 plies from the root.
    int atNode = Scores.mateIn(7);
    int stored = Scores.toTable(atNode, 4);
    assertEquals(Scores.mateIn(3), stored, "distance from the node");
    assertEquals(Scores.mateIn(9), Scores.fromTable(stored, 6), "read two plies deeper");
    int mated = Scores.matedIn(10);
    assertEquals(Scores.matedIn(8), Scores.toTable(mated, 2));
    assertEquals(mated, Scores.fromTable(Scores.toTable(mated, 2), 2));
    assertEquals(123, Scores.toTable(123, 17), "ordinary scores are not touched");
  }

  @Test
  void deeperEntryOfTheSameSearchIsKeptAndItsMoveToo() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(7L, 555, 20, 0, 10, TranspositionTable.BOUND_LOWER);
    table.store(7L, 0, 30, 0, 2, TranspositionTable.BOUND_UPPER);
    assertEquals(10, TranspositionTable.depth(table.probe(7L)));
    table.newSearch();
    table.store(7L, 0, 30, 0, 2, TranspositionTable.BOUND_UPPER);
    long data = table.probe(7L);
    assertEquals(2, TranspositionTable.depth(data), "an old search's entry gives way");
    assertEquals(555, TranspositionTable.move(data), "a result without a move keeps the old move");
  }

  @Test
  void hashFullCountsEntriesOfTheCurrentSearch() {
    TranspositionTable table = new TranspositionTable(1);
    assertEquals(0, table.hashFullPermille());
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 200_000; i++) {
      table.store(random.nextLong(), 1, 0, 0, 1, TranspositionTable.BOUND_EXACT);
    }
    assertTrue(table.hashFullPermille() > 900, "nearly full: " + table.hashFullPermille());
    table.newSearch();
    assertEquals(0, table.hashFullPermille(), "previous search's entries are not counted");
  }

  @Test
  void sizeIsChecked() {
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(0));
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(TranspositionTable.MAX_MIB + 1));
  }

  /**
   * Two threads hammer the same few buckets; every entry a reader accepts must be one that some
   * writer wrote for that key (move and score derived from the key), never a torn mixture.
   */
  @Test
  void concurrentWritesNeverReturnAWrongMoveForAKey() throws InterruptedException {
    TranspositionTable table = new TranspositionTable(1);
    long[] keys = new long[64];
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextLong();
    }
    AtomicLong wrong = new AtomicLong();
    AtomicLong hits = new AtomicLong();
    Runnable worker = () -> {
      SplittableRandom r = new SplittableRandom(Thread.currentThread().getId());
      for (int i = 0; i < 2_000_000; i++) {
        long key = keys[r.nextInt(keys.length)];
        if (r.nextBoolean()) {
          table.store(key, moveFor(key), scoreFor(key), 0, r.nextInt(20), TranspositionTable.BOUND_EXACT);
        } else {
          long data = table.probe(key);
          if (data != TranspositionTable.MISS) {
            hits.incrementAndGet();
            if (TranspositionTable.move(data) != moveFor(key) || TranspositionTable.score(data) != scoreFor(key)) {
              wrong.incrementAndGet();
            }
          }
        }
      }
    };
    Thread a = new Thread(worker);
    Thread b = new Thread(worker);
    a.start();
    b.start();
    a.join();
    b.join();
    assertTrue(hits.get() > 0);
    assertEquals(0, wrong.get(), "entries returned for a key they do not belong to");
  }

  private static int moveFor(long key) {
    return (int) (key >>> 7) & 0xFFFF;
  }

  private static int scoreFor(long key) {
    return (int) (key % 3000);
  }

  /** Every advertised size has arrays Java can allocate, covering all its buckets. */
  @Test
  void everyAdvertisedSizeFitsInJavaArrays() {
    for (int mib = 1; mib <= TranspositionTable.MAX_MIB; mib++) {
      long buckets = TranspositionTable.bucketsFor(mib);
      assertEquals((long) mib << 14, buckets);
      long covered = 0;
      for (int length : TranspositionTable.chunkLengths(buckets, TranspositionTable.DEFAULT_CHUNK_BITS)) {
        assertTrue(length > 0 && length <= Integer.MAX_VALUE - 8, mib + " MiB: array of " + length);
        covered += (length - 14) / 8;
      }
      assertEquals(buckets, covered, mib + " MiB");
    }
  }

  /**
   * A table split over many small arrays answers exactly as one array does: the same stores and
   * probes over random keys give the same data.
   */
  @Test
  void chunkedTableAnswersAsOneArray() {
    TranspositionTable whole = new TranspositionTable(3);
    TranspositionTable chunked = new TranspositionTable(3, 5);
    SplittableRandom random = new SplittableRandom(77);
    long[] keys = new long[200_000];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextLong();
      whole.store(keys[i], i & 0xFFFF, i % 1000, 0, i % 30, 1 + i % 3);
      chunked.store(keys[i], i & 0xFFFF, i % 1000, 0, i % 30, 1 + i % 3);
    }
    int hits = 0;
    for (long key : keys) {
      long data = whole.probe(key);
      assertEquals(data, chunked.probe(key));
      hits += data != TranspositionTable.MISS ? 1 : 0;
    }
    assertTrue(hits > 100_000, "hits " + hits);
  }

  /**
   * The advertised maximum is allocated or refused with a typed error that names what fits; it
   * never overflows an array index nor escapes as an OutOfMemoryError. (The test JVM's heap is
   * below 16 GiB, so this is a refusal; with -Xmx20g it allocates.)
   */
  @Test
  void theLargestSizeIsAllocatedOrRefusedWithWhatFits() {
    long maxHeapMiB = Runtime.getRuntime().maxMemory() >> 20;
    if (maxHeapMiB >= 18 * 1024) {
      return;
    }
    HashSizeException e = assertThrows(HashSizeException.class, () -> new TranspositionTable(TranspositionTable.MAX_MIB));
    assertEquals(TranspositionTable.MAX_MIB, e.requestedMiB());
    assertTrue(e.largestMiB() < maxHeapMiB && e.largestMiB() > 0, e.getMessage());
    assertTrue(e.getMessage().contains("at most " + e.largestMiB() + " MiB"), e.getMessage());
    new TranspositionTable(Math.min(e.largestMiB(), 64), 5);
  }

  /** A resize the heap cannot hold leaves the old table and its entries in place. */
  @Test
  void aRefusedResizeKeepsTheTable() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(42L, 100, 10, 5, 3, TranspositionTable.BOUND_EXACT);
    if (Runtime.getRuntime().maxMemory() >> 20 < 18 * 1024) {
      assertThrows(HashSizeException.class, () -> table.resize(TranspositionTable.MAX_MIB));
    }
    assertEquals(1, table.mebibytes());
    assertEquals(100, TranspositionTable.move(table.probe(42L)));
  }
}
