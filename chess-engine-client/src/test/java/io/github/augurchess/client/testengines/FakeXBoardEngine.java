package io.github.augurchess.client.testengines;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.XBoardNotation;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A CECP engine for client tests, run as its own process: it keeps its board as CECP says (force
 * mode, playing a side, new, setboard, variant fischerandom), plays the first legal move when on
 * move, declares the options {@code Style} (combo) and {@code Depth} (spin 1 to 9), refuses
 * {@code nps} unless its second argument is {@code nps}, marks its one-move variation as a
 * fail-low ({@code ?}), and writes every line it receives to the
 * file named by its first argument, so that a test can see what the client sent.
 */
public final class FakeXBoardEngine {
  private FakeXBoardEngine() {}

  public static void main(String[] args) throws Exception {
    // As CECP allows a slow starter: ask for patience at once, before loading the move generator.
    System.out.println("feature done=0");
    System.out.flush();
    Path log = Path.of(args[0]);
    boolean nps = args.length > 1 && args[1].equals("nps");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
    Board board = Board.startingPosition();
    Variant variant = Variant.STANDARD;
    boolean force = false;
    String line;
    while ((line = in.readLine()) != null) {
      Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      String[] words = line.strip().split("\\s+");
      switch (words[0]) {
        case "protover" -> out.println("feature myname=\"Fake xboard\" ping=1 usermove=1 setboard=1"
            + " variants=\"normal,fischerandom\" nps=" + (nps ? 1 : 0)
            + " option=\"Style -combo *solid /// wild\" option=\"Depth -spin 3 1 9\" done=1");
        case "ping" -> out.println("pong " + words[1]);
        case "new" -> {
          variant = Variant.STANDARD;
          board = Board.startingPosition();
          force = false;
        }
        case "variant" -> {
          variant = Variant.CHESS960;
          board = Fen.parse(Fen.STARTING_POSITION, variant);
        }
        case "setboard" -> board = Fen.parse(line.substring(9).strip(), variant);
        case "force" -> force = true;
        case "go" -> {
          force = false;
          play(board, out);
        }
        case "usermove" -> {
          try {
            board.play(XBoardNotation.parse(board, words[1]));
          } catch (RuntimeException e) {
            out.println("Illegal move: " + words[1]);
            break;
          }
          if (!force) {
            play(board, out);
          }
        }
        case "option" -> {
          String setting = line.substring(7).strip();
          if (!setting.matches("Style=(solid|wild)|Depth=[1-9]")) {
            out.println("Error (bad option): " + line);
          }
        }
        case "nps" -> {
          if (!nps) {
            out.println("Error (unknown command): nps");
          }
        }
        case "quit" -> {
          return;
        }
        default -> { }
      }
    }
  }

  private static void play(Board board, PrintWriter out) {
    Move move = board.legalMoves().get(0);
    out.println("1 7 0 1 " + board.san(move) + "?");
    out.println("move " + XBoardNotation.write(board, move));
    board.play(move);
  }
}
