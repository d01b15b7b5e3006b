package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.augurchess.api.Excerpt;
import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.pgn.EpdRecord;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnGames;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.search.SearchParameters;
import io.github.augurchess.uci.UciFrontEnd;
import io.github.augurchess.uci.XBoardFrontEnd;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Property: no error message of any parser is longer than {@link #LIMIT} characters, whatever
 * the input: FEN, SAN, UCI moves, PGN, EPD, Polyglot books, evaluation and search parameter files,
 * and UCI and XBoard protocol lines, over generated inputs of up to 1 MB (seeded; a failure names
 * its seed and parser). Messages quote at most {@value Excerpt#MAX_QUOTED} characters of input.
 */
class ErrorMessageBoundsTest {
  private static final int LIMIT = 300;
  private static final long SEED = 77;
  private static final int CASES = 24;
  private static final String PGN_LIKE = "e4 Nf3 {x} [a \"b\"] ( ) 1. $1 \n";

  @TempDir Path dir;

  /** Inputs from 1 byte to 1 MB: a valid-looking head followed by a long run or random text. */
  private static List<String> inputs(long seed, List<String> heads) {
    SplittableRandom random = new SplittableRandom(seed);
    List<String> inputs = new ArrayList<>();
    for (int i = 0; i < CASES; i++) {
      int length = i == 0 ? 1 << 20 : (int) Math.min(1 << 20, Math.round(Math.pow(2, random.nextDouble(0, 20))));
      StringBuilder sb = new StringBuilder(heads.get(random.nextInt(heads.size())));
      int kind = random.nextInt(3);
      char run = "x9/-e ".charAt(random.nextInt(6));
      while (sb.length() < length) {
        switch (kind) {
          case 0 -> sb.append(run);
          case 1 -> sb.append((char) random.nextInt(32, 127));
          default -> sb.append(random.nextBoolean() ? (char) random.nextInt(32, 127) : PGN_LIKE.charAt(random.nextInt(PGN_LIKE.length())));
        }
      }
      inputs.add(sb.toString());
    }
    return inputs;
  }

  private static void check(String parser, long seed, String message) {
    if (message != null && message.length() > LIMIT) {
      fail(parser + " (seed " + seed + "): a message of " + message.length() + " characters: "
          + message.substring(0, 200) + "...");
    }
  }

  private static void each(String parser, List<String> heads, Consumer<String> parse) {
    for (long seed = SEED; seed < SEED + 2; seed++) {
      for (String input : inputs(seed, heads)) {
        try {
          parse.accept(input);
        } catch (RuntimeException e) {
          check(parser, seed, e.getMessage());
        }
      }
    }
  }

  @Test
  void fenSanAndUciMoves() {
    each("FEN", List.of("", Fen.STARTING_POSITION + " ", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 ",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq ", "8/8/8/8/8/8/8/"), Fen::parse);
    each("SAN", List.of("", "N", "exd", "O-O", "Qh4"), text -> Board.startingPosition().parseSan(text));
    each("UCI move", List.of("", "e2e4", "e7e8", "a1"), text -> Board.startingPosition().parseUci(text));
  }

  @Test
  void pgnAndEpd() throws IOException {
    for (long seed = SEED; seed < SEED + 2; seed++) {
      for (String input : inputs(seed, List.of("", "[Event \"", "1. e4 {", "1. e4 e5 2. ", "[FEN \"", "1. e4 ("))) {
        PgnGames games = PgnReader.ofText(input).readAll();
        for (PgnException e : games.errors()) {
          check("PGN", seed, e.getMessage());
        }
      }
    }
    each("EPD", List.of("", Fen.STARTING_POSITION.substring(0, 44) + " - bm ", "8/8/8/8/8/8/8/8 w - - id \""), EpdRecord::parse);
  }

  @Test
  void parameterFiles() {
    each("eval parameters", List.of("", "material.pawn.mg ", "material.pawn.mg = ", "x = 1\n"), EvalParameters::parse);
    each("search parameters", List.of("", "lmr.divisor=", "nosuch=", "lmr.divisor="), SearchParameters::parse);
  }

  @Test
  void books() throws IOException {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int size : new int[] {1, 15, 17, 4095, 1 << 20, (1 << 20) + 3}) {
      byte[] bytes = new byte[size];
      random.nextBytes(bytes);
      Path file = Files.write(dir.resolve("book" + size + ".bin"), bytes);
      try {
        PolyglotBook.open(file).moves(Board.startingPosition());
      } catch (RuntimeException | IOException e) {
        check("book", size, e.getMessage());
      }
    }
  }

  @Test
  void protocolLines() {
    List<String> uciHeads = List.of("", "position fen ", "position startpos moves e2e4 ", "go depth ", "go ",
        "setoption name ", "setoption name Hash value ", "setoption name EvalFile value ", "register ", "go searchmoves ");
    for (long seed = SEED; seed < SEED + 2; seed++) {
      for (String line : inputs(seed, uciHeads)) {
        StringWriter out = new StringWriter();
        try (UciFrontEnd uci = new UciFrontEnd(out)) {
          uci.handle(line);
          uci.handle("stop");
        }
        for (String answer : out.toString().lines().toList()) {
          if (answer.startsWith("info string ")) {
            check("UCI", seed, answer.substring("info string ".length()));
          }
        }
      }
    }
    List<String> xboardHeads = List.of("", "setboard ", "usermove ", "level ", "st ", "option Hash=", "ping ", "e2e4");
    for (long seed = SEED; seed < SEED + 2; seed++) {
      for (String line : inputs(seed, xboardHeads)) {
        StringWriter out = new StringWriter();
        try (XBoardFrontEnd xboard = new XBoardFrontEnd(out)) {
          xboard.handle("force");
          xboard.handle(line);
        }
        for (String answer : out.toString().lines().toList()) {
          check("XBoard", seed, answer.startsWith("pong ") ? "" : answer);
        }
      }
    }
    assertTrue(Excerpt.of("x".repeat(1000)).length() <= Excerpt.MAX_QUOTED);
  }
}
