package io.github.augurchess.book;

import java.util.Arrays;

/**
 * The statistics of a book being built, per (key, move) pair in order of first appearance: games
 * played and points scored (2 a win, 1 a draw, as {@code polyglot make-book} counts). Parallel
 * primitive arrays and an open-addressing index hashed on the key alone, so that every entry of
 * a key sits in the probe run that starts at the key's slot; about 23 bytes per pair.
 */
final class EntryCounts {
  /** At this many games a position's counts are halved, as polyglot does (its counters are 16-bit). */
  static final int COUNT_MAX = 16384;

  private long[] keys = new long[1024];
  private char[] moves = new char[1024];
  private char[] games = new char[1024];
  private char[] points = new char[1024];
  private boolean[] whiteToMove = new boolean[1024];
  private int size;
  /** Entry index + 1 per slot, 0 for an empty slot; twice the capacity, a power of two. */
  private int[] slots = new int[2048];

  int size() {
    return size;
  }

  long key(int index) {
    return keys[index];
  }

  int move(int index) {
    return moves[index];
  }

  int games(int index) {
    return games[index];
  }

  int points(int index) {
    return points[index];
  }

  boolean whiteToMove(int index) {
    return whiteToMove[index];
  }

  /** Counts one game in which {@code move} was played from {@code key}, scoring 0, 1 or 2 points. */
  void add(long key, int move, boolean white, int score) {
    int mask = slots.length - 1;
    int slot = (int) key & mask;
    for (int found = slots[slot]; found != 0; found = slots[slot]) {
      if (keys[found - 1] == key && moves[found - 1] == move) {
        count(found - 1, score);
        return;
      }
      slot = (slot + 1) & mask;
    }
    if (size == keys.length) {
      grow();
      add(key, move, white, score);
      return;
    }
    int index = size++;
    keys[index] = key;
    moves[index] = (char) move;
    whiteToMove[index] = white;
    slots[slot] = index + 1;
    count(index, score);
  }

  private void count(int index, int score) {
    games[index]++;
    points[index] += (char) score;
    if (games[index] >= COUNT_MAX) {
      halve(keys[index]);
    }
  }

  /** Halves (rounding up) the counts of every move of a position, keeping their proportions. */
  private void halve(long key) {
    int mask = slots.length - 1;
    for (int slot = (int) key & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
      int index = slots[slot] - 1;
      if (keys[index] == key) {
        games[index] = (char) ((games[index] + 1) / 2);
        points[index] = (char) ((points[index] + 1) / 2);
      }
    }
  }

  private void grow() {
    if (keys.length > (1 << 29)) {
      throw new IllegalStateException("more than " + keys.length + " book entries");
    }
    int capacity = keys.length * 2;
    keys = Arrays.copyOf(keys, capacity);
    moves = Arrays.copyOf(moves, capacity);
    games = Arrays.copyOf(games, capacity);
    points = Arrays.copyOf(points, capacity);
    whiteToMove = Arrays.copyOf(whiteToMove, capacity);
    slots = new int[capacity * 2];
    int mask = slots.length - 1;
    for (int index = 0; index < size; index++) {
      int slot = (int) keys[index] & mask;
      while (slots[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      slots[slot] = index + 1;
    }
  }
}
