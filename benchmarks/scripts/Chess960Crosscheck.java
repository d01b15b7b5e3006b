import io.github.augurchess.api.Color;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenException;
import io.github.augurchess.movegen.PackedMove;
import io.github.augurchess.movegen.Perft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Cross-checks Augur's Chess960 move generation against Stockfish's {@code go perft} (with
 * {@code UCI_Chess960}) on positions no perft suite of the repository holds, in three parts:
 *
 * <ol>
 *   <li>{@code start}: the 960 starting positions, built from their Scharnagl numbers 0-959 with
 *       all four castling rights, at depth {@code --start-depth} (4). chess-pgn's
 *       {@code FRC_openings.epd} lists them for its EPD reader's test, but no test counts them.
 *   <li>{@code walk}: {@code --walks} (300) random walks of 4-30 plies from distinct starting
 *       positions drawn by {@code --seed}, each ply castling with probability 0.5 when it can,
 *       otherwise preferring a move that takes back the side's previous move (a piece off and back
 *       to its square), a knight, bishop or queen leaving the back rank, or a king or rook move,
 *       so that rights are partly lost and kings and rooks stand in unusual places. Each end
 *       position is counted at depth {@code --walk-depth} (3), and every {@code --deep-every}-th
 *       (2nd) also at {@code --deep-depth} (4). A walk whose end position (placement and side to
 *       move) occurs in a file under the working directory's {@code MODULE/src/test} is walked
 *       again with the next seed.
 *   <li>{@code hand}: hand-made castling cases (kings on b, c, d, f and g with rooks beside them,
 *       the rook landing on the king's square, attacks on squares only the rook crosses or on the
 *       castling rook, rooks shielding the king along the back rank, two rooks on one side under
 *       X-FEN and Shredder-FEN letters) and their colour-flipped mirrors, at depths 1 to
 *       {@code --hand-depth} (5), stopping after the first depth over 5*10^7 leaves.
 * </ol>
 *
 * <p>At each position and depth it compares Stockfish's count and per-move divide of the FEN Augur
 * writes ({@code board.fen()}, X-FEN) and of its Shredder-FEN ({@code Fen.writeShredder}) with
 * Augur's divide (bulk), {@code Perft.count}, {@code Perft.countFull}, and the bulk count of
 * {@code board.fen()} parsed again by Augur; it also checks that the board's FEN survives the
 * counts and that re-parsing gives the same FEN and Zobrist key. When Stockfish's two FENs disagree
 * the difference is put down to the FEN dialect; otherwise any difference is followed down the
 * tree (Stockfish reading Shredder-FEN, which names rook files) to the position at depth 1 where
 * the move lists differ, and both divides are printed at each step.
 *
 * <pre>cd REPOSITORY &amp;&amp; java -cp chess-cli/target/augur.jar benchmarks/scripts/Chess960Crosscheck.java \
 *     [--seed 960] [--walks 300] [--start-depth 4] [--walk-depth 3] [--deep-depth 4] [--deep-every 2] \
 *     [--hand-depth 5] [--parts start,walk,hand] [--stockfish /usr/games/stockfish]</pre>
 *
 * <p>Output: one line per position and depth ({@code part id depth nodes fen}, a walk's line also
 * its start number, seed and moves), a summary line ({@code #}) per part, then the total: position-depth
 * pairs and leaves compared (a position's leaves count once, though each is counted up to six ways),
 * castling moves met in the trees, time, and exit status 0 if every count
 * agrees, 1 if any differs (each difference printed as {@code MISMATCH} with its minimal position),
 * 2 on bad arguments or a missing engine. The engine is found as {@code --stockfish}, then
 * {@code $STOCKFISH}, then {@code /usr/games/stockfish}.
 */
public final class Chess960Crosscheck {
  private static final long HAND_LEAF_LIMIT = 50_000_000L;
  private static final Pattern PLACEMENT = Pattern.compile("((?:[pnbrqkPNBRQK1-8]{1,8}/){7}[pnbrqkPNBRQK1-8]{1,8})[ _]+([wb])\\b");
  private static final Pattern PERFT_LINE = Pattern.compile("([a-h][1-8][a-h][1-8][nbrq]?): (\\d+)");

  /** Knights' squares among the five left after bishops and queen, by the Scharnagl number's last digit. */
  private static final int[][] KNIGHTS = {
    {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}
  };

  private final Stockfish stockfish;
  private final Set<String> known;
  private long positions;
  private long leaves;
  private long castlingMoves;
  private int mismatches;

  private Chess960Crosscheck(Stockfish stockfish, Set<String> known) {
    this.stockfish = stockfish;
    this.known = known;
  }

  public static void main(String[] args) throws Exception {
    Map<String, String> options = new LinkedHashMap<>();
    options.put("--seed", "960");
    options.put("--walks", "300");
    options.put("--start-depth", "4");
    options.put("--walk-depth", "3");
    options.put("--deep-depth", "4");
    options.put("--deep-every", "2");
    options.put("--hand-depth", "5");
    options.put("--parts", "start,walk,hand");
    String env = System.getenv("STOCKFISH");
    options.put("--stockfish", env == null || env.isEmpty() ? "/usr/games/stockfish" : env);
    for (int i = 0; i < args.length; i += 2) {
      if (!options.containsKey(args[i]) || i + 1 >= args.length) {
        System.err.println("usage: Chess960Crosscheck " + String.join(" ", options.keySet().stream().map(k -> "[" + k + " N]").toList()));
        System.exit(2);
      }
      options.put(args[i], args[i + 1]);
    }
    if (!Files.isExecutable(Path.of(options.get("--stockfish")))) {
      System.err.println("stockfish not found: " + options.get("--stockfish"));
      System.exit(2);
    }
    Set<String> parts = Set.of(options.get("--parts").split(","));
    long started = System.nanoTime();
    int status;
    Set<String> known = knownPositions(Path.of("."));
    System.out.printf("# %s; %d placements read from test files; options %s%n",
        "Chess960 cross-check", known.size(), options);
    try (Stockfish engine = new Stockfish(options.get("--stockfish"))) {
      System.out.println("# engine: " + engine.name);
      Chess960Crosscheck check = new Chess960Crosscheck(engine, known);
      if (parts.contains("start")) {
        check.startPositions(Integer.parseInt(options.get("--start-depth")));
      }
      if (parts.contains("walk")) {
        check.walks(Long.parseLong(options.get("--seed")), Integer.parseInt(options.get("--walks")),
            Integer.parseInt(options.get("--walk-depth")), Integer.parseInt(options.get("--deep-depth")),
            Integer.parseInt(options.get("--deep-every")));
      }
      if (parts.contains("hand")) {
        check.handMade(Integer.parseInt(options.get("--hand-depth")));
      }
      double seconds = (System.nanoTime() - started) / 1e9;
      System.out.printf("%s: %d position-depth pairs, %,d leaves compared (%,d castling moves in the trees), %d mismatches, %.1f s%n",
          check.mismatches == 0 ? "all agree" : "MISMATCHES", check.positions, check.leaves, check.castlingMoves,
          check.mismatches, seconds);
      status = check.mismatches == 0 ? 0 : 1;
    }
    System.exit(status);
  }

  // ------------------------------------------------------------------ the three parts

  private void startPositions(int depth) throws IOException {
    long[] before = {positions, leaves, castlingMoves};
    int held = 0;
    for (int n = 0; n < 960; n++) {
      String fen = startFen(n);
      if (known.contains(key(fen))) {
        held++;
      }
      Board board = Fen.parse(fen, Variant.CHESS960);
      String shredder = Fen.writeShredder(board);
      if (!shredder.equals(fen)) {
        report("start " + n + ": Augur writes " + shredder + " for " + fen);
      }
      String xfen = board.fen();
      if (!xfen.startsWith(fen.substring(0, fen.indexOf(' ')) + " w KQkq ")) {
        report("start " + n + ": Augur's X-FEN " + xfen + " should have KQkq");
      }
      long nodes = compare(board, depth, "start " + n, fen);
      System.out.printf("start %d %d %d %s%n", n, depth, nodes, fen);
    }
    System.out.printf("# start: 960 positions at depth %d (%d placements also in test files); %s%n", depth, held, since(before));
  }

  private void walks(long seed, int count, int depth, int deepDepth, int deepEvery) throws IOException {
    long[] before = {positions, leaves, castlingMoves};
    Random draw = new Random(seed);
    List<Integer> numbers = new ArrayList<>();
    for (int n = 0; n < 960; n++) {
      numbers.add(n);
    }
    java.util.Collections.shuffle(numbers, draw);
    int rewalked = 0;
    int castlings = 0;
    int partial = 0;
    int canCastle = 0;
    int fileLetters = 0;
    for (int i = 0; i < count; i++) {
      int number = numbers.get(i % 960);
      long walkSeed = draw.nextLong();
      Board board;
      List<String> moves = new ArrayList<>();
      while (true) {
        moves.clear();
        board = walk(number, walkSeed, moves);
        if (!known.contains(key(board.fen()))) {
          break;
        }
        rewalked++;
        walkSeed++;
      }
      castlings += (int) moves.stream().filter(m -> m.endsWith("*")).count();
      moves.replaceAll(m -> m.replace("*", ""));
      int rights = Fen.writeShredder(board).split(" ")[2].replace("-", "").length();
      partial += rights > 0 && rights < 4 ? 1 : 0;
      canCastle += legalCastlings(board) > 0 ? 1 : 0;
      fileLetters += board.fen().split(" ")[2].matches(".*[A-Ha-h].*") ? 1 : 0;
      String id = "walk " + i;
      String where = "start " + number + " seed " + walkSeed + " moves " + String.join(" ", moves);
      long nodes = compare(board, depth, id + " (" + where + ")", null);
      System.out.printf("walk %d %d %d %s ; %s%n", i, depth, nodes, board.fen(), where);
      if (deepEvery > 0 && i % deepEvery == 0) {
        nodes = compare(board, deepDepth, id + " (" + where + ")", null);
        System.out.printf("walk %d %d %d %s ; %s%n", i, deepDepth, nodes, board.fen(), where);
      }
    }
    System.out.printf("# walk: %d positions (seed %d) at depth %d, every %d%s also at %d; %d walks repeated"
        + " because a test file holds their end; %d castling moves played on the walks; %d end positions with"
        + " 1-3 castling rights left, %d whose X-FEN names a rook by its file, %d where the side to move can castle;"
        + " %s%n", count, seed, depth, deepEvery, deepEvery == 1 ? "st" : deepEvery == 2 ? "nd" : "th", deepDepth,
        rewalked, castlings, partial, fileLetters, canCastle, since(before));
  }

  private void handMade(int maxDepth) throws IOException {
    long[] before = {positions, leaves, castlingMoves};
    int cases = 0;
    for (String[] hand : HAND_MADE) {
      Board board;
      try {
        board = Fen.parse(hand[1], Variant.CHESS960);
      } catch (FenException e) {
        report("hand " + hand[0] + ": Augur refuses " + hand[1] + ": " + e.getMessage());
        continue;
      }
      for (Board position : List.of(board, board.mirror())) {
        String id = "hand " + hand[0] + (position == board ? "" : "-mirrored");
        if (known.contains(key(position.fen()))) {
          System.out.println("# " + id + " is in a test file: " + position.fen());
        }
        cases++;
        for (int depth = 1; depth <= maxDepth; depth++) {
          long nodes = compare(position, depth, id, position == board ? hand[1] : null);
          System.out.printf("%s %d %d %s ; %s%n", id, depth, nodes, position.fen(), hand[2]);
          if (nodes > HAND_LEAF_LIMIT) {
            break;
          }
        }
      }
    }
    System.out.printf("# hand: %d positions (%d cases and their mirrors) at depths 1-%d; %s%n", cases, HAND_MADE.length,
        maxDepth, since(before));
  }

  // ------------------------------------------------------------------ one comparison

  /**
   * Compares every count of the position at the depth; returns Stockfish's count of its
   * Shredder-FEN. {@code given}, if not null, is the text the position was read from, also given
   * to Stockfish.
   */
  private long compare(Board board, int depth, String id, String given) throws IOException {
    String xfen = board.fen();
    String shredder = Fen.writeShredder(board);
    Counts sfShredder = stockfish.perft(shredder, depth);
    Counts sfXfen = xfen.equals(shredder) ? sfShredder : stockfish.perft(xfen, depth);
    Counts sfGiven = given == null || given.equals(shredder) || given.equals(xfen) ? sfShredder : stockfish.perft(given, depth);
    Map<String, Long> divide = divide(board, depth, false);
    long bulk = Perft.count(board, depth);
    long full = Perft.countFull(board, depth);
    castlingMoves += castlingsInTree(board, depth);
    positions++;
    leaves += sfShredder.total;
    if (!board.fen().equals(xfen)) {
      report(id + ": the board's FEN changed during the counts: " + xfen + " -> " + board.fen());
    }
    long again = -1;
    try {
      Board reread = Fen.parse(xfen, Variant.CHESS960);
      again = Perft.count(reread, depth);
      if (!reread.fen().equals(xfen) || !Fen.writeShredder(reread).equals(shredder) || reread.zobristKey() != board.zobristKey()) {
        report(id + ": re-reading " + xfen + " gives " + reread.fen() + " / " + Fen.writeShredder(reread)
            + (reread.zobristKey() != board.zobristKey() ? " and another Zobrist key" : ""));
      }
    } catch (FenException e) {
      report(id + ": Augur refuses its own FEN " + xfen + ": " + e.getMessage());
    }
    boolean agree = sfShredder.total == bulk && full == bulk && again == bulk && sfShredder.divide.equals(divide);
    if (sfXfen.total != sfShredder.total || !sfXfen.divide.equals(sfShredder.divide)) {
      report(id + ": FEN dialect: Stockfish counts " + sfXfen.total + " for the X-FEN " + xfen + " but "
          + sfShredder.total + " for the Shredder-FEN " + shredder + " (Augur " + bulk + ")");
    }
    if (sfGiven.total != sfShredder.total) {
      report(id + ": FEN dialect: Stockfish counts " + sfGiven.total + " for the given text " + given + " but "
          + sfShredder.total + " for Augur's Shredder-FEN " + shredder + " (Augur " + bulk + ")");
    }
    if (!agree) {
      report(id + " depth " + depth + ": Stockfish " + sfShredder.total + ", Augur bulk " + bulk + ", full " + full
          + ", re-read " + again + ", divides " + (sfShredder.divide.equals(divide) ? "equal" : "differ") + ": " + shredder);
      minimise(board.copy(), depth, full != bulk && sfShredder.total == bulk);
    }
    return sfShredder.total;
  }

  /** Follows the first differing move down to depth 1 and prints both divides at each step. */
  private void minimise(Board board, int depth, boolean fullOnly) throws IOException {
    for (int d = depth; d >= 1; d--) {
      String shredder = Fen.writeShredder(board);
      Map<String, Long> theirs = stockfish.perft(shredder, d).divide;
      Map<String, Long> ours = divide(board, d, fullOnly);
      System.out.printf("MISMATCH depth %d %s (X-FEN %s)%n", d, shredder, board.fen());
      System.out.println("  stockfish: " + theirs);
      System.out.println("  augur" + (fullOnly ? " (full)" : "") + ": " + ours);
      Set<String> moves = new TreeSet<>(theirs.keySet());
      moves.addAll(ours.keySet());
      String next = null;
      for (String move : moves) {
        if (!theirs.containsKey(move) || !ours.containsKey(move)) {
          System.out.println("  " + move + " only in " + (theirs.containsKey(move) ? "Stockfish's" : "Augur's") + " moves");
        } else if (next == null && !theirs.get(move).equals(ours.get(move))) {
          next = move;
        }
      }
      if (!theirs.keySet().equals(ours.keySet()) || next == null || d == 1) {
        System.out.println("  minimal position: " + shredder);
        return;
      }
      System.out.println("  following " + next + " (Stockfish " + theirs.get(next) + ", Augur " + ours.get(next) + ")");
      board.playUci(next);
    }
  }

  private static Map<String, Long> divide(Board board, int depth, boolean full) {
    int[] moves = new int[256];
    int end = board.unchecked().generateLegal(moves, 0);
    Map<String, Long> result = new LinkedHashMap<>();
    for (int i = 0; i < end; i++) {
      String uci = board.uci(PackedMove.toMove(moves[i]));
      board.unchecked().makeMove(moves[i]);
      result.put(uci, full ? Perft.countFull(board, depth - 1) : Perft.count(board, depth - 1));
      board.unchecked().unmakeMove();
    }
    return result;
  }

  private String since(long[] before) {
    return String.format("%d position-depth pairs, %,d leaves, %,d castling moves in the trees",
        positions - before[0], leaves - before[1], castlingMoves - before[2]);
  }

  private void report(String text) {
    mismatches++;
    System.out.println("MISMATCH " + text);
  }

  // ------------------------------------------------------------------ positions

  /** The starting position of Scharnagl number n in Shredder-FEN, all castling rights. */
  static String startFen(int n) {
    char[] rank = new char[8];
    int rest = n;
    rank[2 * (rest % 4) + 1] = 'b';
    rest /= 4;
    rank[2 * (rest % 4)] = 'b';
    rest /= 4;
    place(rank, rest % 6, 'q');
    rest /= 6;
    int[] knights = KNIGHTS[rest];
    // Place the second knight first so that the first one's index among the empty squares holds.
    place(rank, knights[1], 'n');
    place(rank, knights[0], 'n');
    place(rank, 0, 'r');
    place(rank, 0, 'k');
    place(rank, 0, 'r');
    String black = new String(rank);
    String white = black.toUpperCase();
    char kingside = (char) ('A' + black.lastIndexOf('r'));
    char queenside = (char) ('A' + black.indexOf('r'));
    String field = "" + kingside + queenside + Character.toLowerCase(kingside) + Character.toLowerCase(queenside);
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w " + field + " - 0 1";
  }

  /** Puts the piece on the index-th empty square of the rank. */
  private static void place(char[] rank, int index, char piece) {
    for (int file = 0; file < 8; file++) {
      if (rank[file] == 0 && index-- == 0) {
        rank[file] = piece;
        return;
      }
    }
    throw new IllegalStateException("no empty square left");
  }

  /** Plays 4-30 biased random plies from starting position {@code number}; records them in UCI. */
  private static Board walk(int number, long seed, List<String> played) {
    Random random = new Random(seed);
    Board board = Fen.parse(startFen(number), Variant.CHESS960);
    int plies = 4 + random.nextInt(27);
    int[] moves = new int[256];
    int[] last = new int[plies];
    for (int ply = 0; ply < plies; ply++) {
      int end = board.unchecked().generateLegal(moves, 0);
      if (end == 0) {
        break;
      }
      int backRank = board.sideToMove() == Color.WHITE ? 0 : 56;
      List<Integer> castles = new ArrayList<>();
      List<Integer> returns = new ArrayList<>();
      List<Integer> clearing = new ArrayList<>();
      List<Integer> kingRook = new ArrayList<>();
      for (int i = 0; i < end; i++) {
        int move = moves[i];
        int from = PackedMove.from(move);
        int to = PackedMove.to(move);
        int type = board.unchecked().pieceIndexAt(from) % 6;
        if (PackedMove.isCastling(move)) {
          castles.add(move);
          continue;
        }
        if (ply >= 2 && from == PackedMove.to(last[ply - 2]) && to == PackedMove.from(last[ply - 2])) {
          returns.add(move);
        }
        if ((type == 1 || type == 2 || type == 4) && (from & 56) == backRank && (to & 56) != backRank) {
          clearing.add(move);
        }
        if (type == 3 || type == 5) {
          kingRook.add(move);
        }
      }
      int move;
      double roll = random.nextDouble();
      if (!castles.isEmpty() && random.nextBoolean()) {
        move = pick(castles, random);
      } else if (roll < 0.25 && !returns.isEmpty()) {
        move = pick(returns, random);
      } else if (roll < 0.7 && !clearing.isEmpty()) {
        move = pick(clearing, random);
      } else if (roll < 0.8 && !kingRook.isEmpty()) {
        move = pick(kingRook, random);
      } else {
        move = moves[random.nextInt(end)];
      }
      // A '*' marks castling for the statistics; the caller strips it.
      played.add(board.uci(PackedMove.toMove(move)) + (PackedMove.isCastling(move) ? "*" : ""));
      last[ply] = move;
      board.unchecked().makeMove(move);
    }
    return board;
  }

  /** Castling moves among the legal moves of every node above the leaves of the tree. */
  private static long castlingsInTree(Board board, int depth) {
    int[] moves = new int[256];
    int end = board.unchecked().generateLegal(moves, 0);
    long castlings = 0;
    for (int i = 0; i < end; i++) {
      castlings += PackedMove.isCastling(moves[i]) ? 1 : 0;
      if (depth > 1) {
        board.unchecked().makeMove(moves[i]);
        castlings += castlingsInTree(board, depth - 1);
        board.unchecked().unmakeMove();
      }
    }
    return castlings;
  }

  private static int legalCastlings(Board board) {
    int[] moves = new int[256];
    int end = board.unchecked().generateLegal(moves, 0);
    int castlings = 0;
    for (int i = 0; i < end; i++) {
      castlings += PackedMove.isCastling(moves[i]) ? 1 : 0;
    }
    return castlings;
  }

  private static int pick(List<Integer> moves, Random random) {
    return moves.get(random.nextInt(moves.size()));
  }

  /** Placement and side to move, the part of a FEN compared with the test files. */
  private static String key(String fen) {
    String[] fields = fen.split(" ");
    return fields[0] + " " + fields[1];
  }

  /** Every placement-and-side found in the files under the root's {@code MODULE/src/test}. */
  private static Set<String> knownPositions(Path root) throws IOException {
    Set<String> found = new HashSet<>();
    List<Path> dirs;
    try (Stream<Path> modules = Files.list(root)) {
      dirs = modules.map(m -> m.resolve("src/test")).filter(Files::isDirectory).toList();
    }
    for (Path dir : dirs) {
      List<Path> files;
      try (Stream<Path> walk = Files.walk(dir)) {
        files = walk.filter(Files::isRegularFile).toList();
      }
      for (Path file : files) {
        if (Files.size(file) > 50_000_000L || file.toString().endsWith(".gz")) {
          continue;
        }
        Matcher matcher = PLACEMENT.matcher(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
        while (matcher.find()) {
          found.add(matcher.group(1) + " " + matcher.group(2));
        }
      }
    }
    return found;
  }

  // ------------------------------------------------------------------ hand-made cases

  /** Name, FEN as given to both programs, what it tests. Each is also counted colour-flipped. */
  private static final String[][] HAND_MADE = {
    {"b1a1", "rk5r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RK5R w HAha - 0 2",
        "king b1, rook a1: queenside castling moves the king right to c1, the rook to d1"},
    {"b1a1-c1-attacked", "rk5r/pppppppp/8/6b1/8/8/PPP1PPPP/RK5R w HAha - 0 1",
        "as b1a1 with c1 attacked by a bishop: no queenside castling"},
    {"b1a1-rook-attacked", "1k5r/1ppppppp/8/8/r7/8/1PPPPPPP/RK5R w HAh - 0 1",
        "the castling rook on a1 attacked from a4: castling still legal"},
    {"g1h1", "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1",
        "king g1, rook h1: kingside castling leaves the king on g1, the rook to f1"},
    {"g1h1-f1-attacked", "1r4kr/pppppppp/8/8/2b5/8/PPPP1PPP/1R4KR w HBhb - 0 1",
        "the rook's destination f1 attacked: castling legal (the king crosses nothing)"},
    {"g1h1-in-check", "1r4k1/pppppp1p/8/8/6r1/8/PPPPPP1P/1R4KR w HBb - 0 1",
        "king g1 in check: no castling although the king would not move"},
    {"f1g1", "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1",
        "king f1, rook g1: kingside castling swaps them"},
    {"f1g1-rook-shield", "1r3k2/pppppppp/8/8/8/8/PPPPPPPP/1R3KRr w GB - 0 1",
        "king f1, rook g1, enemy rook h1: castling would leave the king on g1 in check"},
    {"f1g1-queen-shield", "1r3k2/pppppppp/8/8/8/8/PPPPPPPP/1R3KRq w GB - 0 1",
        "as f1g1-rook-shield with a queen on h1"},
    {"d1a1", "r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1",
        "king d1, rook a1: the rook lands on the king's square d1"},
    {"f1h1", "r4k1r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w HAha - 0 1",
        "king f1, rook h1: the rook lands on the king's square f1"},
    {"c1b1", "1rk4r/pppppppp/8/8/8/8/PPPPPPPP/1RK4R w HBhb - 0 1",
        "king c1, rook b1: queenside castling leaves the king on c1, the rook jumps to d1"},
    {"c1b1-rook-shield", "2k4r/pppppppp/8/8/8/8/PPPPPPPP/rRK4R w HBh - 0 1",
        "king c1, rook b1, enemy rook a1: queenside castling would uncover check"},
    {"d1c1", "2rk3r/pppppppp/8/8/8/8/PPPPPPPP/2RK3R w HChc - 0 1",
        "king d1, rook c1: queenside castling swaps them"},
    {"d1c1-queen-a1", "2rk3r/pppppppp/8/8/8/8/PPPPPPPP/q1RK3R w HChc - 0 1",
        "as d1c1 with an enemy queen on a1: the king would land on c1 in check"},
    {"e1a1-b1-attacked", "1r2k2r/p1pppppp/8/8/8/8/P1PPPPPP/R3K2R w KQk - 0 1",
        "b1, crossed only by the rook, attacked: queenside castling legal"},
    {"c1a1-b1-attacked", "1r3k1r/p1pppppp/8/8/8/8/P1PPPPPP/R1K4R w HAhb - 0 1",
        "king c1 stays, rook a1 to d1 over b1, which the b8 rook attacks: legal"},
    {"f1h1-enemy-on-g1", "r4k1r/pppppppp/8/8/8/8/PPPPPPPP/R4KnR w HAha - 0 1",
        "a black knight on the king's destination g1: kingside castling blocked"},
    {"f1h1-h-file", "r4k1r/ppppppp1/8/8/8/8/PPPPPPP1/R4K1R w HAha - 0 1",
        "the castling rook on h1 attacked along the open h-file"},
    {"b1c1-kingside", "rkr5/pppppppp/8/8/8/8/PPPPPPPP/RKR5 w CAca - 0 1",
        "king b1, rook c1 beside it: kingside castling walks the king to g1; queenside blocked by the c-rook"},
    {"two-rooks-kingside-outer", "4krr1/pppppppp/8/8/8/8/PPPPPPPP/4K1RR w Hg - 0 1",
        "rooks g1 and h1, the right on h1 (X-FEN K, Shredder H): blocked by the g-rook"},
    {"two-rooks-kingside-outer-xfen", "4krr1/pppppppp/8/8/8/8/PPPPPPPP/4K1RR w Kg - 0 1",
        "as two-rooks-kingside-outer written with K"},
    {"two-rooks-kingside-inner", "4krr1/pppppppp/8/8/8/8/PPPPPPPP/4K1RR w Gg - 0 1",
        "rooks g1 and h1, the right on g1 (G in both dialects): the king goes to g1, the rook to f1"},
    {"two-rooks-queenside-inner", "rr2k3/pppppppp/8/8/8/8/PPPPPPPP/RR2K3 w Bb - 0 1",
        "rooks a1 and b1, the right on b1 (B): king to c1, rook to d1"},
    {"two-rooks-queenside-outer", "rr2k3/pppppppp/8/8/8/8/PPPPPPPP/RR2K3 w Qq - 0 1",
        "rooks a1 and b1, the right on a1 (X-FEN Q): blocked by the b-rook"},
    {"two-rooks-queenside-outer-moved", "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R1R1K3 w Qq - 0 1",
        "rooks a1 and c1, the right on a1 (Q = A): king to c1 is blocked by the c-rook"},
    {"two-rooks-d1-inner", "2rk2r1/pppppppp/8/8/8/8/PPPPPPPP/R1RK4 w Cc - 0 1",
        "king d1, rooks a1 and c1, the right on c1 (C): king and rook swap"},
    {"castle-gives-check", "r4k1r/ppppp1pp/8/8/8/8/PPPPP1PP/R3K2R w KQha - 0 1",
        "kingside castling checks the king on f8 along the open f-file"},
    {"rook-captured", "rk5r/1ppppppp/8/8/8/8/1p4PP/R3K2R b KQha - 0 1",
        "a black pawn can take the a1 rook (and its right) or promote on b1"},
    {"rooks-only", "rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1",
        "kings b1/b8, rooks a and g, no pawns: castling deep in the tree"},
    {"rooks-only-f-king", "1r3kr1/8/8/8/8/8/8/1R3KR1 w GBgb - 0 1",
        "kings f1/f8, rooks b and g, no pawns"},
  };

  // ------------------------------------------------------------------ Stockfish

  private record Counts(long total, Map<String, Long> divide) {}

  /** Stockfish over UCI with UCI_Chess960 on; one process for the whole run. */
  private static final class Stockfish implements AutoCloseable {
    private final Process process;
    private final Writer in;
    private final BufferedReader out;
    final String name;

    Stockfish(String binary) throws IOException {
      process = new ProcessBuilder(binary).redirectErrorStream(true).start();
      in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
      out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
      send("uci");
      String id = await("id name");
      name = id.substring("id name ".length());
      await("uciok");
      send("setoption name UCI_Chess960 value true");
      send("isready");
      await("readyok");
    }

    Counts perft(String fen, int depth) throws IOException {
      send("position fen " + fen);
      send("go perft " + depth);
      Map<String, Long> divide = new LinkedHashMap<>();
      while (true) {
        String line = out.readLine();
        if (line == null) {
          throw new IOException("stockfish exited during perft of " + fen);
        }
        Matcher matcher = PERFT_LINE.matcher(line);
        if (matcher.matches()) {
          divide.put(matcher.group(1), Long.parseLong(matcher.group(2)));
        } else if (line.startsWith("Nodes searched")) {
          return new Counts(Long.parseLong(line.substring(line.indexOf(':') + 1).trim()), divide);
        }
      }
    }

    private void send(String line) throws IOException {
      in.write(line + "\n");
      in.flush();
    }

    private String await(String prefix) throws IOException {
      String line;
      while ((line = out.readLine()) != null) {
        if (line.startsWith(prefix)) {
          return line;
        }
      }
      throw new IOException("stockfish exited before printing '" + prefix + "'");
    }

    @Override
    public void close() throws IOException {
      send("quit");
      try {
        process.waitFor();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        process.destroy();
      }
    }
  }
}
